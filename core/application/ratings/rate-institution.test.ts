import { describe, expect, it } from "vitest";
import { COMMUNITY_IDS as ID, memoryRatingWorld } from "../../../tests/builders/memory-community.builder";
import { rateInstitution } from "./rate-institution";

const NOW = new Date("2026-03-01T09:00:00.000Z");

describe("rateInstitution", () => {
  it("answers the recomputed rating; a second rating by the same user replaces the first", async () => {
    const ratings = memoryRatingWorld();
    expect(await rateInstitution({ ratings }, ID.alice, ID.institution, 5, NOW)).toEqual({
      ok: true,
      value: { rating: 5, ratings_count: 1, user_rating: 5 },
    });
    expect(await rateInstitution({ ratings }, ID.bob, ID.institution, 2, NOW)).toEqual({
      ok: true,
      value: { rating: 3.5, ratings_count: 2, user_rating: 2 },
    });
    expect(await rateInstitution({ ratings }, ID.alice, ID.institution, 3, NOW)).toEqual({
      ok: true,
      value: { rating: 2.5, ratings_count: 2, user_rating: 3 },
    });
  });

  it("refuses an unknown institution", async () => {
    expect(await rateInstitution({ ratings: memoryRatingWorld() }, ID.alice, 404, 5, NOW)).toEqual({
      ok: false,
      error: { _tag: "InstitutionNotFound", institution_id: 404 },
    });
  });
});
