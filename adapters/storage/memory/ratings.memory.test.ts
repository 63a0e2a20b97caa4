import { describe } from "vitest";
import { ratingRepositoryContract } from "../ratings.contract";
import { MemoryRatingRepository } from "./ratings.memory";

describe("MemoryRatingRepository", () => {
  ratingRepositoryContract(async () => ({
    repo: new MemoryRatingRepository([1, 2], new Map([[4, { sum: 42, count: 10 }]])),
    institution: 1,
    otherInstitution: 2,
    missingInstitution: 3,
    carriedOverInstitution: 4,
    users: [10, 11, 12],
    close: async () => {},
  }));
});
