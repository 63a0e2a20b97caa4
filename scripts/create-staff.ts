/**
 * Creates a staff (or admin) account on the configured database (DATABASE_URL or DATA_DIR, as the server reads them).
 * Usage: node --import tsx scripts/create-staff.ts <email> <first name> <last name> [--admin]
 * The password is read from the STAFF_PASSWORD environment variable, so it stays out of the shell history.
 * While a server holds the embedded database, the account is added through that server with its one-time local
 * secret (ADR 058); otherwise the command opens the database itself.
 */
import { parseArgs } from "node:util";
import { Result } from "effect";
import { match } from "ts-pattern";
import { systemClock } from "../adapters/clock/system-clock";
import { scryptPasswordHasher } from "../adapters/security/password";
import { openDatabase } from "../adapters/storage/sql/open-database";
import { sqlUserRepository } from "../adapters/storage/sql/repositories/users.sql";
import { createStaffAccount } from "../core/application/auth/create-staff-account";
import { PASSWORD_MIN_LENGTH, passwordLength } from "../core/application/auth/password-policy";
import { readConfig } from "../server/config";
import { runUseCase } from "../core/application/shared/run-use-case";
import { addStaffThroughRunningServer } from "../server/staff/local-admin-client";
import { localAdminSecretPath } from "../server/staff/local-admin-secret";

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
const role = values.admin ? "admin" : "staff";
const secretPath = localAdminSecretPath(config);
const throughServer =
  secretPath === undefined
    ? ({ _tag: "NoServer" } as const)
    : await addStaffThroughRunningServer(secretPath, {
        email,
        first_name: firstName,
        last_name: lastName,
        role,
        password,
      });
if (throughServer._tag === "Created") {
  console.log(`Created ${throughServer.role} #${throughServer.id} for ${email} through the running server.`);
  process.exit(0);
}
if (throughServer._tag === "Refused") {
  console.error(`The running server refused the account (${throughServer.status}): ${throughServer.message}`);
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await runUseCase(
    createStaffAccount(
      { users: sqlUserRepository(database.db), hasher: scryptPasswordHasher(), clock: systemClock },
      { email, firstName, lastName, password, role },
    ),
  );
  if (Result.isFailure(result)) {
    // This script's hasher has no gate, so only the address can refuse; the match keeps that honest.
    console.error(
      match(result.failure)
        .with({ _tag: "EmailTaken" }, () => `An account with the e-mail ${email} exists already.`)
        .with({ _tag: "HasherBusy" }, () => "The password hasher is busy; try again.")
        .exhaustive(),
    );
    process.exitCode = 1;
  } else {
    console.log(
      `Created ${result.success.role} #${result.success.id} (${result.success.username}) for ${result.success.email}.`,
    );
  }
} finally {
  await database.close();
}
