import { randomBytes } from "node:crypto";
import pg from "pg";

/** A database made for one test file or fault section; `drop` removes it (its open connections included). */
export type ThrowawayDatabase = Readonly<{ url: string; drop(): Promise<void> }>;

/** Runs one statement on the server's admin connection (CREATE and DROP DATABASE cannot run in a transaction). */
const onServer = async (adminUrl: string, statement: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

/** A new empty database `<prefix>_<12 hex>` on the PostgreSQL server of `adminUrl`, and how to drop it. */
export async function createThrowawayDatabase(adminUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
