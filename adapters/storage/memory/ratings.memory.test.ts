import { describe } from "vitest";
import { ratingRepositoryContract } from "../ratings.contract";
import { MemoryRatingRepository } from "./ratings.memory";

describe("MemoryRatingRepository", () => {
  ratingRepositoryContract(async () => ({
    repo: new MemoryRatingRepository([1, 2]),
    institution: 1,
    otherInstitution: 2,
    missingInstitution: 3,
    users: [10, 11, 12],
    close: async () => {},
  }));
});
