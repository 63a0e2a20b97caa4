// Section 50: kill -9 while lead posts are being acknowledged, on PostgreSQL and on PGlite, 20 rounds each. Every
// post answered 201 carries the stored request's id; after the last round the database is opened and each
// acknowledged id looked up. The target: none lost. Without TEST_DATABASE_URL a throwaway PostgreSQL is started
// (initdb as the postgres user, as .ci/run does) on a loopback port and removed afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../adapters/storage/sql/open-database";
import { freshPostgresDatabase } from "../../tests/multiprocess/fresh-postgres";
import { type FaultSection, ms, percentile, send, sleep, startServer, throwawayPostgres } from "./lib";

const ROUNDS = 20;
const WRITERS = 6;

type Round = Readonly<{ acknowledged: readonly number[]; bootMs: number; failedSends: number }>;

/** One round: boot, post leads from WRITERS clients, SIGKILL after `killAfterMs` with posts still in flight. */
async function round(env: NodeJS.ProcessEnv, dataDir: string, killAfterMs: number, tag: string): Promise<Round> {
  const began = performance.now();
  const server = await startServer({ ...env, FORM_RATE_LIMIT: "1000" }, { dataDir });
  const bootMs = performance.now() - began;
  const acknowledged: number[] = [];
  let failedSends = 0;
  let killed = false;
  const writer = async (n: number) => {
    for (let i = 0; !killed; i++) {
      try {
        const answer = await send(`${server.origin}/api/ru/v1/forms/simple-form`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          // A sender of their own per post: the same contacts on the same page would be one repeated lead (ADR 072).
          body: JSON.stringify({
            name: "Проба",
            phone: "+7 999 000-00-00",
            email: `k9-${tag}-${n}-${i}@example.com`,
            message: `${tag} ${n}.${i}`,
          }),
          timeoutMs: 5_000,
        });
        if (answer.status === 201) acknowledged.push((JSON.parse(answer.body) as { id: number }).id);
      } catch {
        failedSends += 1; // the connection died with the server: not acknowledged
      }
    }
  };
  const writers = Promise.all(Array.from({ length: WRITERS }, (_, n) => writer(n)));
  await sleep(killAfterMs);
  killed = true;
  await server.stop("SIGKILL");
  await writers;
  return { acknowledged, bootMs, failedSends };
}

/** 20 rounds on one database, then every acknowledged id looked up in it. */
async function rounds(
  engine: string,
  env: NodeJS.ProcessEnv,
  count: (ids: readonly number[], dataDir: string) => Promise<number>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), "shuyuan-kill9-"));
  try {
    // The first start sets the database up (migrations and seed) and is not a round.
    const setup = await startServer({ ...env }, { dataDir });
    await setup.stop("SIGTERM");
    const all: number[] = [];
    const boots: number[] = [];
    let failedSends = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const result = await round(env, dataDir, 250 + ((i * 97) % 400), `${engine}-${i}`);
      all.push(...result.acknowledged);
      boots.push(result.bootMs);
      failedSends += result.failedSends;
    }
    const found = await count(all, dataDir);
    // Every acknowledged post is a lead of its own: a repeated id would hide a loss behind the first post's row.
    const distinct = new Set(all).size === all.length;
    return {
      ok: found === all.length && all.length > 0 && distinct,
      line:
        `${engine}: ${ROUNDS} rounds of ${WRITERS} writers killed with SIGKILL 250-650 ms in; ${all.length} posts ` +
        `acknowledged (201), ${found} found after restart, ${all.length - found} lost; ${failedSends} posts cut off ` +
        `unanswered; restart median ${ms(percentile(boots, 50))}, max ${ms(Math.max(...boots))}` +
        (distinct ? "" : `; only ${new Set(all).size} distinct ids acknowledged`),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const countIn = async (where: { databaseUrl?: string; dataDir?: string }, ids: readonly number[]) => {
  const handle = await openDatabase({ ...where, migrate: false });
  try {
    if (ids.length === 0) return 0;
    const result = (await handle.db.execute(
      sql`select count(*)::int as n from form_submissions where id in ${sql.raw(`(${ids.map(Number).join(",")})`)}`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await handle.close();
  }
};

const section: FaultSection = {
  title: "kill -9 during acknowledged writes (PostgreSQL and PGlite)",
  async run() {
    const lines: string[] = [];
    let ok = true;
    const own = process.env.TEST_DATABASE_URL ? null : await throwawayPostgres();
    const previous = process.env.TEST_DATABASE_URL;
    if (own) process.env.TEST_DATABASE_URL = own.url;
    try {
      const database = await freshPostgresDatabase();
      try {
        const postgres = await rounds("PostgreSQL", { DATABASE_URL: database.url }, (ids) =>
          countIn({ databaseUrl: database.url }, ids),
        );
        lines.push(postgres.line);
        ok &&= postgres.ok;
      } finally {
        await database.drop();
      }
    } finally {
      if (own) {
        process.env.TEST_DATABASE_URL = previous;
        own.stop();
      }
    }
    const pglite = await rounds("PGlite", { DATABASE_URL: "" }, (ids, dataDir) => countIn({ dataDir }, ids));
    lines.push(pglite.line);
    ok &&= pglite.ok;
    return { lines, ok };
  },
};

export default section;
