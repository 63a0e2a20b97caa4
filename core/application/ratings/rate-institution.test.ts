import { describe, expect, it } from "vitest";
import { COMMUNITY_IDS as ID, memoryRatingWorld } from "../../../tests/builders/memory-community.builder";
import { rateInstitution } from "./rate-institution";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

const NOW = new Date("2026-03-01T09:00:00.000Z");

describe("rateInstitution", () => {
  it("answers the recomputed rating; a second rating by the same user replaces the first", async () => {
    const ratings = memoryRatingWorld();
    expect(await runUseCase(rateInstitution({ ratings }, ID.alice, ID.institution, 5, NOW))).toEqual(
      Result.succeed({ rating: 5, ratings_count: 1, user_rating: 5 }),
    );
    expect(await runUseCase(rateInstitution({ ratings }, ID.bob, ID.institution, 2, NOW))).toEqual(
      Result.succeed({ rating: 3.5, ratings_count: 2, user_rating: 2 }),
    );
    expect(await runUseCase(rateInstitution({ ratings }, ID.alice, ID.institution, 3, NOW))).toEqual(
      Result.succeed({ rating: 2.5, ratings_count: 2, user_rating: 3 }),
    );
  });

  it("refuses an unknown institution", async () => {
    expect(await runUseCase(rateInstitution({ ratings: memoryRatingWorld() }, ID.alice, 404, 5, NOW))).toEqual(
      Result.fail({ _tag: "InstitutionNotFound", institution_id: 404 }),
    );
  });
});
