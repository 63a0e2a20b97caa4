import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type RatingBasis, seededRating } from "./rating-spread";

const basisArb: fc.Arbitrary<RatingBasis> = fc.record({
  key: fc.string({ minLength: 1, maxLength: 40 }),
  places: fc.integer({ min: 0, max: 5000 }),
  views: fc.integer({ min: 0, max: 80_000 }),
  worldRank: fc.option(fc.integer({ min: 1, max: 2000 })),
  nationalRank: fc.option(fc.integer({ min: 1, max: 1000 })),
  lean: fc.boolean(),
});

const obscureArb = fc.record({
  key: fc.string({ minLength: 1, maxLength: 40 }),
  places: fc.integer({ min: 0, max: 40 }),
  views: fc.integer({ min: 100, max: 600 }),
  worldRank: fc.constant(null),
  nationalRank: fc.constant(null),
  lean: fc.boolean(),
});

describe("seededRating properties", () => {
  it("is a whole number of votes with a mean of 1..5 that matches the stored sum, or no votes at all", () => {
    fc.assert(
      fc.property(basisArb, (basis) => {
        const seeded = seededRating(basis);
        expect(seeded).toEqual(seededRating(basis));
        expect(Number.isInteger(seeded.ratings_count)).toBe(true);
        expect(seeded.prior_ratings_count).toBe(seeded.ratings_count);
        if (seeded.ratings_count === 0) {
          expect(seeded).toEqual({ rating: 0, ratings_count: 0, prior_ratings_sum: 0, prior_ratings_count: 0 });
        } else {
          expect(seeded.rating).toBeGreaterThanOrEqual(2.6);
          expect(seeded.rating).toBeLessThanOrEqual(5);
          expect(seeded.prior_ratings_sum).toBeGreaterThanOrEqual(seeded.ratings_count);
          expect(seeded.prior_ratings_sum).toBeLessThanOrEqual(5 * seeded.ratings_count);
          expect(seeded.rating).toBe(Math.round((seeded.prior_ratings_sum * 100) / seeded.ratings_count) / 100);
        }
      }),
    );
  });

  it("never gives fewer votes to the same institution with more places, more views or a better world place", () => {
    fc.assert(
      fc.property(
        basisArb,
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (basis, morePlaces, moreViews) => {
          const bigger = {
            ...basis,
            places: basis.places + morePlaces,
            views: basis.views + moreViews,
            worldRank: basis.worldRank === null ? null : Math.max(1, Math.floor(basis.worldRank / 2)),
          };
          expect(seededRating(bigger).ratings_count).toBeGreaterThanOrEqual(seededRating(basis).ratings_count);
        },
      ),
    );
  });

  it("keeps most means of any set of institutions between 3.4 and 4.8", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(basisArb, { minLength: 200, maxLength: 300, selector: (basis) => basis.key }),
        (set) => {
          const rated = set.map(seededRating).filter((seeded) => seeded.ratings_count > 0);
          const within = rated.filter((seeded) => seeded.rating >= 3.4 && seeded.rating <= 4.8);
          expect(within.length / rated.length).toBeGreaterThanOrEqual(0.7);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("leaves some little-known institutions of any large set without votes", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(obscureArb, { minLength: 200, maxLength: 300, selector: (basis) => basis.key }),
        (set) => {
          expect(set.map(seededRating).some((seeded) => seeded.ratings_count === 0)).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
  });
});
