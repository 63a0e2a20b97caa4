import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { AttemptKey, AttemptRepository } from "../../../../core/ports/attempt-repository.port";
import type { Database } from "../database";
import { loginFailures } from "../schema";

/**
 * The attempt log in the login_failures table. Its `email` column holds "scope:subject" ("login:ann@example.com",
 * "forgot-password-ip:"), so the scopes share one table and one index without colliding.
 *
 * A reservation runs in a transaction that first takes a transaction-scoped advisory lock on the key (a 64-bit
 * hash of "scope:subject|ip"): concurrent reservations of one key, from any process on the database, queue on
 * the lock, and each counts only after the previous one has committed its row (read committed gives every
 * statement a fresh snapshot). A single INSERT ... SELECT count(*) would not do: concurrent statements would count
 * the same snapshot and all insert. A release takes the same lock: two releases of one key at once would otherwise
 * both pick the same row, and one reservation would never be given back.
 */
export function sqlAttemptRepository(db: Database): AttemptRepository {
  const column = (key: AttemptKey) => `${key.scope}:${key.subject}`;
  const keyOf = (key: AttemptKey) => and(eq(loginFailures.email, column(key)), eq(loginFailures.ip, key.ip));
  const timesAfter = async (tx: Pick<Database, "select">, key: AttemptKey, after: Date) => {
    const rows = await tx
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(keyOf(key), gt(loginFailures.at, after)))
      .orderBy(asc(loginFailures.at));
    return rows.map((row) => row.at);
  };
  /** Queues this transaction behind every other one of the key, in any process (released at its end). */
  const lockKey = (tx: Pick<Database, "execute">, key: AttemptKey) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${column(key)}|${key.ip}`}, 0))`);
  return {
    async record(key: AttemptKey, at: Date) {
      await db.insert(loginFailures).values({ email: column(key), ip: key.ip, at });
    },
    timesAfter: (key, after) => timesAfter(db, key, after),
    reserve: (key, at, window) =>
      db.transaction(async (tx) => {
        await lockKey(tx, key);
        const times = await timesAfter(tx, key, window.after);
        if (times.length >= window.max) return { reserved: false, times } as const;
        await tx.insert(loginFailures).values({ email: column(key), ip: key.ip, at });
        return { reserved: true } as const;
      }),
    release: (key, at) =>
      db.transaction(async (tx) => {
        await lockKey(tx, key);
        const one = tx
          .select({ id: loginFailures.id })
          .from(loginFailures)
          .where(and(keyOf(key), eq(loginFailures.at, at)))
          .limit(1);
        await tx.delete(loginFailures).where(sql`${loginFailures.id} in (${one})`);
      }),
    async clear(key: AttemptKey) {
      await db.delete(loginFailures).where(keyOf(key));
    },
    async forgetUpTo(before: Date) {
      await db.delete(loginFailures).where(lte(loginFailures.at, before));
    },
  };
}
