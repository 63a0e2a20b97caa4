import { describe, expect, it } from "vitest";
import { parseApplyTarget } from "./apply-target";

const parse = (query: string) => parseApplyTarget(new URLSearchParams(query));

describe("parseApplyTarget", () => {
  it("reads an education base or an institution", () => {
    expect(parse("education_base=42")).toEqual({ _tag: "EducationBase", id: 42 });
    expect(parse("institution=7")).toEqual({ _tag: "Institution", id: 7 });
  });

  it("prefers the education base when both are there", () => {
    expect(parse("institution=7&education_base=42")).toEqual({ _tag: "EducationBase", id: 42 });
  });

  it("reads no choice from anything that is not an id", () => {
    for (const query of ["", "education_base=", "education_base=0", "education_base=-1", "education_base=1.5"]) {
      expect(parse(query)).toBeNull();
    }
    expect(parse("education_base=2147483648")).toBeNull();
    expect(parse("education_base=abc&institution=3")).toEqual({ _tag: "Institution", id: 3 });
  });
});
