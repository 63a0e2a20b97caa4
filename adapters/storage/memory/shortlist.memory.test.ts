import { describe } from "vitest";
import { shortlistRepositoryContract } from "../shortlist.contract";
import { MemoryShortlistRepository } from "./shortlist.memory";

describe("MemoryShortlistRepository", () => {
  shortlistRepositoryContract(async () => ({
    repo: new MemoryShortlistRepository({ institutions: [1, 2], programs: new Map([[30, 1]]) }),
    institutions: [1, 2],
    program: 30,
    missingInstitution: 3,
    missingProgram: 31,
    users: [10, 11],
    close: async () => {},
  }));
});
