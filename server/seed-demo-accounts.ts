import { Effect } from "effect";
import { scryptPasswordHasher } from "../adapters/security/password";
import { cryptoTokenGenerator } from "../adapters/security/token-generator";
import type { DatabaseHandle } from "../adapters/storage/sql/database";
import { sqlUserRepository } from "../adapters/storage/sql/repositories/users.sql";
import { createDemoAccounts, type DemoLogin } from "../core/application/auth/create-demo-accounts";

const ROLE_NAMES = { user: "студент", staff: "сотрудник", admin: "администратор" } as const;

/**
 * The demo student and staff member of a freshly seeded embedded database (never PostgreSQL: a shared or
 * production database gets no known accounts). Their log-ins go to stdout this once; only hashes are stored.
 */
export async function seedDemoAccounts(
  handle: DatabaseHandle,
  now: Date,
  password?: string,
): Promise<readonly DemoLogin[]> {
  if (handle.engine !== "pglite") return [];
  const deps = {
    users: sqlUserRepository(handle.db),
    hasher: scryptPasswordHasher(),
    tokens: cryptoTokenGenerator,
    clock: { now: () => now },
  };
  const logins = await Effect.runPromise(createDemoAccounts(deps, password));
  if (logins.length > 0) {
    console.log("Demo accounts of this local database (shown only now, write them down):");
    for (const { role, email, password } of logins) console.log(`  ${ROLE_NAMES[role]}: ${email}  ${password}`);
  }
  return logins;
}
