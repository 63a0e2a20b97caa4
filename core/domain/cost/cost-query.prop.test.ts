import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CostQuery, costQueryText, readCostQuery } from "./cost-query";

const idArb = fc.integer({ min: 1, max: 2_147_483_647 });
const queryArb: fc.Arbitrary<CostQuery> = fc.record({
  choice: fc.option(fc.record({ kind: fc.constantFrom("program" as const, "base" as const), id: idArb })),
  city: fc.option(idArb),
});

describe("cost query (properties)", () => {
  it("reads back what it writes", () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const pairs = new Map(
          costQueryText(query)
            .split("&")
            .filter((pair) => pair !== "")
            .map((pair) => pair.split("=") as [string, string]),
        );
        expect(readCostQuery((name) => pairs.get(name) ?? null)).toEqual(query);
      }),
    );
  });
});
