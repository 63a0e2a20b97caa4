import { describe, expect, it } from "vitest";
import { parsePageNumber } from "./page-number";

describe("parsePageNumber", () => {
  it("reads an absent value as page 1", () => {
    expect(parsePageNumber(null)).toEqual({ ok: true, value: 1 });
  });

  it("reads whole numbers from 1", () => {
    expect(parsePageNumber("1")).toEqual({ ok: true, value: 1 });
    expect(parsePageNumber("27")).toEqual({ ok: true, value: 27 });
  });

  it.each(["", "0", "-1", "+2", "02", "2.0", "2x", " 2", "1e3", "1234567"])("rejects %j", (input) => {
    expect(parsePageNumber(input)).toEqual({ ok: false, error: { _tag: "InvalidPageNumber", input } });
  });
});
