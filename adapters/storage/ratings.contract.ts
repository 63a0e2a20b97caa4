import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RatingRepository } from "../../core/ports/rating-repository.port";

/** What each adapter's test provides: a fresh repository, two institutions and three users. */
export type RatingsContractWorld = {
  readonly repo: RatingRepository;
  readonly institution: number;
  readonly otherInstitution: number;
  readonly missingInstitution: number;
  /** An institution that has ratings carried over from before the platform: 10 of them, summing to 42 (mean 4.2). */
  readonly carriedOverInstitution: number;
  readonly users: readonly [number, number, number];
  close(): Promise<void>;
};

const NOW = new Date("2026-03-01T09:00:00.000Z");

/** The shared behaviour of every RatingRepository adapter. */
export function ratingRepositoryContract(open: () => Promise<RatingsContractWorld>) {
  let w: RatingsContractWorld;
  beforeEach(async () => {
    w = await open();
  });
  afterEach(async () => {
    await w.close();
  });

  describe("institution ratings", () => {
    it("starts unrated", async () => {
      expect(await w.repo.institutionRating(w.institution, w.users[0])).toEqual({
        rating: 0,
        ratings_count: 0,
        user_rating: null,
      });
    });

    it("keeps one rating per user: a second rating replaces the first and the mean is recomputed", async () => {
      const [u1, u2] = w.users;
      expect(await w.repo.rateInstitution(w.institution, u1, 4, NOW)).toEqual({
        rating: 4,
        ratings_count: 1,
        user_rating: 4,
      });
      expect(await w.repo.rateInstitution(w.institution, u2, 5, NOW)).toEqual({
        rating: 4.5,
        ratings_count: 2,
        user_rating: 5,
      });
      expect(await w.repo.rateInstitution(w.institution, u1, 1, NOW)).toEqual({
        rating: 3,
        ratings_count: 2,
        user_rating: 1,
      });
      expect(await w.repo.institutionRating(w.institution, u1)).toEqual({
        rating: 3,
        ratings_count: 2,
        user_rating: 1,
      });
      expect(await w.repo.institutionRating(w.institution, u2)).toMatchObject({ user_rating: 5 });
      expect(await w.repo.institutionRating(w.institution, w.users[2])).toMatchObject({ user_rating: null });
      expect(await w.repo.institutionRating(w.institution, null)).toMatchObject({ user_rating: null });
    });

    it("rounds the mean to 2 decimals", async () => {
      const [u1, u2, u3] = w.users;
      await w.repo.rateInstitution(w.institution, u1, 5, NOW);
      await w.repo.rateInstitution(w.institution, u2, 4, NOW);
      expect(await w.repo.rateInstitution(w.institution, u3, 4, NOW)).toMatchObject({ rating: 4.33, ratings_count: 3 });
      await w.repo.rateInstitution(w.institution, u3, 5, NOW);
      expect(await w.repo.institutionRating(w.institution, null)).toMatchObject({ rating: 4.67 });
    });

    it("leaves other institutions alone", async () => {
      await w.repo.rateInstitution(w.institution, w.users[0], 2, NOW);
      expect(await w.repo.institutionRating(w.otherInstitution, w.users[0])).toEqual({
        rating: 0,
        ratings_count: 0,
        user_rating: null,
      });
    });

    it("adds votes to the ratings carried over from before, never replacing them", async () => {
      expect(await w.repo.institutionRating(w.carriedOverInstitution, null)).toEqual({
        rating: 4.2,
        ratings_count: 10,
        user_rating: null,
      });
      expect(await w.repo.rateInstitution(w.carriedOverInstitution, w.users[0], 5, NOW)).toEqual({
        rating: 4.27,
        ratings_count: 11,
        user_rating: 5,
      });
      expect(await w.repo.rateInstitution(w.carriedOverInstitution, w.users[0], 1, NOW)).toEqual({
        rating: 3.91,
        ratings_count: 11,
        user_rating: 1,
      });
    });

    it("answers null for an institution that does not exist", async () => {
      expect(await w.repo.rateInstitution(w.missingInstitution, w.users[0], 3, NOW)).toBeNull();
      expect(await w.repo.institutionRating(w.missingInstitution, w.users[0])).toBeNull();
    });
  });
}
