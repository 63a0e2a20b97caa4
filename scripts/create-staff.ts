/**
 * Creates a staff (or admin) account on the configured database (DATABASE_URL or DATA_DIR, as the server reads them).
 * Usage: node --import tsx scripts/create-staff.ts <email> <first name> <last name> [--admin]
 * The password is read from the STAFF_PASSWORD environment variable, so it stays out of the shell history.
 * The embedded database is locked by a running server: stop it first, or use PostgreSQL.
 */
import { parseArgs } from "node:util";
import { Result } from "effect";
import { systemClock } from "../adapters/clock/system-clock";
import { scryptPasswordHasher } from "../adapters/security/password";
import { openDatabase } from "../adapters/storage/sql/open-database";
import { sqlUserRepository } from "../adapters/storage/sql/repositories/users.sql";
import { createStaffAccount } from "../core/application/auth/create-staff-account";
import { PASSWORD_MIN_LENGTH, passwordLength } from "../core/application/auth/password-policy";
import { readConfig } from "../server/config";
import { runUseCase } from "../core/application/shared/run-use-case";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { admin: { type: "boolean" } } });
const [email, firstName, lastName] = positionals;
const password = process.env.STAFF_PASSWORD ?? "";

if (!email || !firstName || !lastName || positionals.length !== 3) {
  console.error(
    "Usage: STAFF_PASSWORD=... node --import tsx scripts/create-staff.ts <email> <first name> <last name> [--admin]",
  );
  process.exit(2);
}
if (passwordLength(password) < PASSWORD_MIN_LENGTH) {
  console.error(`STAFF_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters.`);
  process.exit(2);
}

const config = readConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await runUseCase(
    createStaffAccount(
      { users: sqlUserRepository(database.db), hasher: scryptPasswordHasher(), clock: systemClock },
      { email, firstName, lastName, password, role: values.admin ? "admin" : "staff" },
    ),
  );
  if (Result.isFailure(result)) {
    console.error(`An account with the e-mail ${email} exists already.`);
    process.exitCode = 1;
  } else {
    console.log(
      `Created ${result.success.role} #${result.success.id} (${result.success.username}) for ${result.success.email}.`,
    );
  }
} finally {
  await database.close();
}
