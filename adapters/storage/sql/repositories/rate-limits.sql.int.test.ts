import { afterAll, beforeAll } from "vitest";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { rateLimitStoreContract } from "../../rate-limits.contract";
import type { DatabaseHandle } from "../database";
import { sqlRateLimitStore } from "./rate-limits.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

rateLimitStoreContract(process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite", async () =>
  sqlRateLimitStore(handle.db),
);
