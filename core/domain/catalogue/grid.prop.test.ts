import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { degreeProgramArb } from "../../../tests/arbitraries/catalogue.arb";
import { degreeProgramSchema } from "./degree-program";
import { gridSchema } from "./grid";

const programGrid = gridSchema(degreeProgramSchema);

describe("gridSchema properties", () => {
  it("reads a page of valid rows unchanged, rows in order", () => {
    fc.assert(
      fc.property(
        fc.array(degreeProgramArb, { maxLength: 3 }),
        fc.nat({ max: 1000 }),
        fc.integer({ min: 1, max: 50 }),
        (data, extra, last_page) => {
          const grid = { total: data.length + extra, last_page, data };
          expect(programGrid.parse(grid)).toEqual(grid);
        },
      ),
      { numRuns: 30 },
    );
  });
});
