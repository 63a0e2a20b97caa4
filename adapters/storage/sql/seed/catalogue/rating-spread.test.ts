import { describe, expect, it } from "vitest";
import { planRealInstitutions } from "./plan-real-institutions";
import { popularity, seededRating } from "./rating-spread";

const NOW = new Date("2026-11-21T10:00:00.000Z");
const BASIS = { key: "peking-university-1", places: 420, views: 48_000, worldRank: 14, nationalRank: 2, lean: false };

describe("seededRating", () => {
  it("gives the same rating for the same institution", () => {
    expect(seededRating(BASIS)).toEqual(seededRating({ ...BASIS }));
  });

  it("gives a well-known university hundreds of votes and an unranked, unvisited school a handful", () => {
    expect(seededRating(BASIS).ratings_count).toBeGreaterThan(150);
    const small = seededRating({
      key: "school-9",
      places: 12,
      views: 150,
      worldRank: null,
      nationalRank: null,
      lean: false,
    });
    expect(small.ratings_count).toBeLessThan(15);
  });

  it("rates popularity between 0 and 1, highest for the ranked and visited", () => {
    expect(popularity(BASIS)).toBeGreaterThan(0.7);
    expect(popularity({ ...BASIS, worldRank: null, nationalRank: null, views: 100, places: 0 })).toBeLessThan(0.15);
  });
});

describe("the seeded catalogue's ratings", () => {
  const institutions = planRealInstitutions(NOW).institutions.map((row) => ({
    rating: Number(row.rating ?? 0),
    ratings_count: row.ratings_count ?? 0,
    prior_ratings_sum: row.prior_ratings_sum ?? 0,
    prior_ratings_count: row.prior_ratings_count ?? 0,
    rank_place_world: row.rank_place_world ?? null,
    rank_place_country: row.rank_place_country ?? null,
  }));
  const rated = institutions.filter((row) => row.ratings_count > 0);

  it("keeps most means between 3.4 and 4.8, and none at 5.0", () => {
    const within = rated.filter((row) => row.rating >= 3.4 && row.rating <= 4.8);
    expect(within.length / rated.length).toBeGreaterThanOrEqual(0.8);
    expect(rated.filter((row) => row.rating > 4.3).length / rated.length).toBeLessThan(0.4);
    expect(rated.every((row) => row.rating < 5)).toBe(true);
  });

  it("has a few institutions without votes, shown as such", () => {
    const unrated = institutions.filter((row) => row.ratings_count === 0);
    expect(unrated.length).toBeGreaterThanOrEqual(2);
    expect(unrated.length / institutions.length).toBeLessThan(0.15);
    for (const row of unrated) expect(row).toMatchObject({ rating: 0, prior_ratings_sum: 0, prior_ratings_count: 0 });
  });

  it("gives the ranked universities more votes than the unranked institutions", () => {
    const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const ranked = rated.filter((row) => row.rank_place_world !== null && row.rank_place_world <= 300);
    const unranked = rated.filter((row) => row.rank_place_world === null && row.rank_place_country === null);
    expect(median(ranked.map((row) => row.ratings_count))).toBeGreaterThan(
      2 * median(unranked.map((row) => row.ratings_count)),
    );
  });

  it("stores what the rating API will carry over: the mean of the prior votes", () => {
    for (const row of institutions) {
      expect(row.prior_ratings_count).toBe(row.ratings_count);
      if (row.ratings_count > 0)
        expect(row.rating).toBe(Math.round((row.prior_ratings_sum * 100) / row.ratings_count) / 100);
    }
  });
});
