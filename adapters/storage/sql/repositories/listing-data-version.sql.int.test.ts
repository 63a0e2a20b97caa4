import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe } from "vitest";
import { insertCatalogue } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { dataVersionContract } from "../../data-version.contract";
import type { DatabaseHandle } from "../database";
import { sqlListingDataVersion } from "./listing-data-version.sql";

describe("sqlListingDataVersion", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  // A change is a real catalogue write: the triggers bump the version, nothing calls them by hand.
  dataVersionContract(async () => {
    const { institution } = await insertCatalogue(handle.db);
    return {
      source: sqlListingDataVersion(handle.db),
      change: async () => {
        await handle.db.execute(sql`update institutions set has_grants = not has_grants where id = ${institution.id}`);
      },
    };
  });
});
