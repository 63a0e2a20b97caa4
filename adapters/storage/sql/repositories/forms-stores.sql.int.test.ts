import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { formSubmissionRepositoryContract, uploadRepositoryContract } from "../../form-submissions.contract";
import type { DatabaseHandle } from "../database";
import { sqlFormSubmissionRepository } from "./form-submissions.sql";
import { sqlUploadRepository } from "./uploads.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** One database per file; each test starts from empty tables. */
const open = async () => {
  await handle.db.execute(sql`truncate table form_submissions, uploads restart identity cascade`);
  return {
    submissions: sqlFormSubmissionRepository(handle.db),
    uploads: sqlUploadRepository(handle.db),
    close: async () => undefined,
  };
};

formSubmissionRepositoryContract("sql", open);
uploadRepositoryContract("sql", open);
