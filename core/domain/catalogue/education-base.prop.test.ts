import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { educationBaseArb } from "../../../tests/arbitraries/catalogue.arb";
import { educationBaseSchema } from "./education-base";

describe("educationBaseSchema properties", () => {
  it("reading a valid education base gives it back unchanged", () => {
    fc.assert(
      fc.property(educationBaseArb, (base) => {
        expect(educationBaseSchema.parse(base)).toEqual(base);
      }),
      { numRuns: 100 },
    );
  });

  it("without waves, a base reads as closed and keeps every other field", () => {
    fc.assert(
      fc.property(educationBaseArb, ({ waves: _omitted, ...rest }) => {
        const { waves, ...parsedRest } = educationBaseSchema.parse(rest);
        expect(waves.status).toBe("closed");
        expect(waves.waves).toEqual([]);
        expect(parsedRest).toEqual(rest);
      }),
      { numRuns: 100 },
    );
  });
});
