import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { sqlMailOutbox } from "../../../mail/mail-outbox.sql";
import { sqlOutboxReader } from "../../../mail/outbox-reader.sql";
import { leadRepositoryContract } from "../../leads.contract";
import { outboxReaderContract } from "../../outbox-reader.contract";
import { staffDirectoryContract } from "../../staff-directory.contract";
import type { DatabaseHandle } from "../database";
import { sqlFormSubmissionRepository } from "./form-submissions.sql";
import { sqlLeadRepository } from "./leads.sql";
import { sqlStaffDirectory } from "./staff-directory.sql";
import { sqlUserRepository } from "./users.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const close = async () => undefined;

leadRepositoryContract("sql", async () => {
  await handle.db.execute(sql`truncate table form_submissions, uploads restart identity cascade`);
  return { submissions: sqlFormSubmissionRepository(handle.db), leads: sqlLeadRepository(handle.db), close };
});

outboxReaderContract("sql", async () => {
  await handle.db.execute(sql`truncate table mail_outbox restart identity`);
  return { outbox: sqlMailOutbox(handle.db), reader: sqlOutboxReader(handle.db), close };
});

staffDirectoryContract("sql", async () => {
  await handle.db.execute(sql`truncate table users restart identity cascade`);
  return { users: sqlUserRepository(handle.db), directory: sqlStaffDirectory(handle.db), close };
});
