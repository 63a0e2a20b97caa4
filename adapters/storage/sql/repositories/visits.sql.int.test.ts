import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { visitRepositoryContract } from "../../visits.contract";
import type { DatabaseHandle } from "../database";
import { sqlVisitRepository } from "./visits.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

visitRepositoryContract("sql", async () => {
  await handle.db.execute(sql`truncate table visits restart identity`);
  return { visits: sqlVisitRepository(handle.db), close: async () => undefined };
});
