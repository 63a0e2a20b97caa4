import { afterAll, beforeAll, describe } from "vitest";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { shortlistRepositoryContract } from "../../shortlist.contract";
import type { DatabaseHandle } from "../database";
import { sqlShortlistRepository } from "./shortlist.sql";

describe("sqlShortlistRepository", () => {
  // One migrated database for the file; every test seeds its own users and catalogue.
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  shortlistRepositoryContract(async () => {
    const catalogue = await insertCatalogue(handle.db);
    const [a, b] = [await insertUser(handle.db), await insertUser(handle.db)];
    return {
      repo: sqlShortlistRepository(handle.db),
      institutions: [catalogue.institution.id, catalogue.otherInstitution.id],
      program: catalogue.program.id,
      missingInstitution: 2_000_000_000,
      missingProgram: 2_000_000_000,
      users: [a.id, b.id],
      close: async () => {},
    };
  });
});
