import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyHref } from "./apply-href";
import { parseApplyTarget } from "./apply-target";

const idArb = fc.integer({ min: 1, max: 2_147_483_647 });
const queryOf = (href: string) => new URLSearchParams(href.split("?")[1] ?? "");

describe("parseApplyTarget properties", () => {
  it("reads back exactly what applyHref wrote", () => {
    fc.assert(
      fc.property(idArb, (id) => {
        expect(parseApplyTarget(queryOf(applyHref({ educationBaseId: id })))).toEqual({ _tag: "EducationBase", id });
        expect(parseApplyTarget(queryOf(applyHref({ institutionId: id })))).toEqual({ _tag: "Institution", id });
        expect(parseApplyTarget(queryOf(applyHref({ courseId: id })))).toEqual({ _tag: "Course", id });
      }),
    );
  });

  it("never reads a choice from a value that is not all digits", () => {
    const notDigits = fc.string({ minLength: 1, maxLength: 12 }).map((text) => `${text}x`);
    fc.assert(
      fc.property(notDigits, notDigits, notDigits, (base, institution, course) => {
        const query = new URLSearchParams({ education_base: base, institution, course });
        expect(parseApplyTarget(query)).toBeNull();
      }),
    );
  });
});
