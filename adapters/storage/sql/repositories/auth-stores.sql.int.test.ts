import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { insertUserRow, openTestDatabase } from "../../../../tests/integration/test-database";
import { attemptRepositoryContract } from "../../attempts.contract";
import { oauthStateRepositoryContract } from "../../oauth-states.contract";
import { passwordResetRepositoryContract } from "../../password-resets.contract";
import { sessionRepositoryContract } from "../../sessions.contract";
import { userRepositoryContract } from "../../users.contract";
import type { DatabaseHandle } from "../database";
import { sqlAttemptRepository } from "./attempts.sql";
import { sqlOAuthStateRepository } from "./oauth-states.sql";
import { sqlPasswordResetRepository } from "./password-resets.sql";
import { sqlSessionRepository } from "./sessions.sql";
import { sqlUserRepository } from "./users.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const close = async () => undefined;
const empty = async () => {
  await handle.db.execute(sql`delete from users`);
  await handle.db.execute(sql`delete from login_failures`);
  await handle.db.execute(sql`delete from oauth_states`);
};
const newUserId = () => insertUserRow(handle.db);

userRepositoryContract("sql", async () => {
  await empty();
  return { users: sqlUserRepository(handle.db), close };
});
sessionRepositoryContract("sql", async () => {
  await empty();
  return { sessions: sqlSessionRepository(handle.db), newUserId, close };
});
passwordResetRepositoryContract("sql", async () => {
  await empty();
  return { resetCodes: sqlPasswordResetRepository(handle.db), newUserId, close };
});
oauthStateRepositoryContract("sql", async () => {
  await empty();
  return { oauthStates: sqlOAuthStateRepository(handle.db), newUserId, close };
});
attemptRepositoryContract("sql", async () => {
  await empty();
  return { attempts: sqlAttemptRepository(handle.db), close };
});
