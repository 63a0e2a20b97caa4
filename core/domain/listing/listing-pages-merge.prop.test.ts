import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { institutionListingArb } from "../../../tests/arbitraries/institution-listing.arb";
import { mergeListingPages } from "./listing-pages-merge";

describe("mergeListingPages properties", () => {
  it("keeps the answers' cards in order, cut to the pages shown, and a last page that holds the total", () => {
    fc.assert(
      fc.property(
        fc.array(institutionListingArb, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 24 }),
        (answers, pages, pageSize) => {
          const merged = mergeListingPages(answers, pages, pageSize);
          const all = answers.flatMap((answer) => answer.data);
          expect(merged?.data).toEqual(all.slice(0, pages * pageSize));
          expect(merged?.current_page).toBe(pages);
          expect((merged?.last_page ?? 0) * pageSize).toBeGreaterThanOrEqual(answers[0]?.total ?? 0);
          expect(((merged?.last_page ?? 1) - 1) * pageSize).toBeLessThan(Math.max(1, answers[0]?.total ?? 0));
        },
      ),
    );
  });
});
