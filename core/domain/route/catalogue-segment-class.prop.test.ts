import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classedSegmentArb } from "../../../tests/arbitraries/route.arb";
import { catalogueSegmentClass } from "./catalogue-segment-class";
import { fitsSegmentKind, type SegmentKind } from "./segment-kind";

const CLASS_OF_LETTER = { L: "programLevel", E: "entity", P: "plain", X: "invalid" } as const;
const CATALOGUE_KINDS: readonly SegmentKind[] = ["programLevel", "entitySlug", "plainSlug"];

describe("catalogueSegmentClass properties", () => {
  it("classifies a segment as what it was built as", () => {
    fc.assert(
      fc.property(classedSegmentArb, ({ letter, segment }) => {
        expect(catalogueSegmentClass(segment)).toBe(CLASS_OF_LETTER[letter as keyof typeof CLASS_OF_LETTER]);
      }),
      { numRuns: 2000 },
    );
  });

  it("lets a slug fit exactly one catalogue param kind, and a non-slug none", () => {
    fc.assert(
      fc.property(classedSegmentArb, ({ letter, segment }) => {
        const fitting = CATALOGUE_KINDS.filter((kind) => fitsSegmentKind(kind, segment));
        expect(fitting.length).toBe(letter === "X" ? 0 : 1);
        expect(fitsSegmentKind("slug", segment)).toBe(letter !== "X");
      }),
    );
  });
});
