import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyPathArb, catalogueTypeArb, classedSegmentArb, slugWordArb } from "../../../tests/arbitraries/route.arb";
import { isRouteInstitutionType, isRouteListingType } from "./catalogue-route-type";
import { hrefFor } from "./href-for";
import { resolvePath } from "./resolve-path";
import { ROUTE_TABLE, type Screen } from "./route-table";
import { SCREENS } from "./screens";

/** ADR 007 written as patterns over segment classes (L pl- level, E -digits entity, P plain slug, X not a slug). */
const modelScreen = (type: string, letters: string): Screen | null => {
  if (!isRouteListingType(type)) return null;
  if (/^L?P{0,2}$/.test(letters)) return "institutions-listing";
  if (!isRouteInstitutionType(type)) return null;
  if (/^P{0,2}E$/.test(letters)) return "institution";
  if (/^P{0,2}EE$/.test(letters)) return "institution-education-base";
  if (/^P{0,2}EP$/.test(letters)) return "degree-program";
  return null;
};

const CATALOGUE_SCREENS: readonly Screen[] = [
  "institutions-listing",
  "institution",
  "institution-education-base",
  "degree-program",
];

const RESERVED_FIRST_SEGMENTS = SCREENS.flatMap((screen) => {
  const first = ROUTE_TABLE[screen][0];
  return first?._tag === "Literal" ? [first.text] : [];
});

describe("resolvePath properties", () => {
  it("answers any string without throwing, and every answer is coherent", () => {
    fc.assert(
      fc.property(anyPathArb, (path) => {
        const resolution = resolvePath(path);
        if (resolution._tag === "Matched") {
          const { _tag, ...route } = resolution;
          expect(hrefFor(route)).toBe(path);
        }
        if (resolution._tag === "Redirect") {
          expect(resolution.location).toBe(`${path}/`);
          expect(resolvePath(resolution.location)._tag).toBe("Matched");
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("agrees with the class patterns of ADR 007 on catalogue paths", () => {
    fc.assert(
      fc.property(catalogueTypeArb, fc.array(classedSegmentArb, { maxLength: 4 }), (type, segments) => {
        const path = `/${[type, ...segments.map(({ segment }) => segment)].join("/")}/`;
        const expected = modelScreen(type, segments.map(({ letter }) => letter).join(""));
        const resolution = resolvePath(path);
        expect(resolution._tag === "Matched" ? resolution.screen : null).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it("never reads a reserved first segment as a catalogue type", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RESERVED_FIRST_SEGMENTS),
        fc.array(
          fc.oneof(
            classedSegmentArb.map(({ segment }) => segment),
            slugWordArb,
          ),
          { maxLength: 4 },
        ),
        (first, rest) => {
          const resolution = resolvePath(`/${[first, ...rest].join("/")}/`);
          const screen = resolution._tag === "Matched" ? resolution.screen : null;
          expect(CATALOGUE_SCREENS).not.toContain(screen);
        },
      ),
    );
  });
});
