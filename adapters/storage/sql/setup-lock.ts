import pg from "pg";

/** The advisory lock key of the setup step (any fixed number no other code uses). */
const SETUP_LOCK = 730_001;

/**
 * Holds PostgreSQL's session advisory lock of the setup step on a connection of its own, waiting while another
 * process holds it (ADR 073): server processes started together on an empty database set it up one at a time, and
 * each later one finds it ready. The answer releases the lock (ending the session does too, if the process dies).
 */
export async function takeSetupLock(databaseUrl: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => {}); // the session's end releases the lock; nothing else to do
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [SETUP_LOCK]);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return async () => {
    await client.end().catch(() => {});
  };
}
