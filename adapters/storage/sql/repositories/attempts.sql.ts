import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { AttemptKey, AttemptRepository } from "../../../../core/ports/attempt-repository.port";
import type { Database } from "../database";
import { loginFailures } from "../schema";

/**
 * The attempt log in the login_failures table. Its `email` column holds "scope:subject" ("login:ann@example.com",
 * "forgot-password-ip:"), so the scopes share one table and one index without colliding.
 */
export function sqlAttemptRepository(db: Database): AttemptRepository {
  const keyOf = (key: AttemptKey) =>
    and(eq(loginFailures.email, `${key.scope}:${key.subject}`), eq(loginFailures.ip, key.ip));
  return {
    async record(key: AttemptKey, at: Date) {
      await db.insert(loginFailures).values({ email: `${key.scope}:${key.subject}`, ip: key.ip, at });
    },
    async timesAfter(key: AttemptKey, after: Date) {
      const rows = await db
        .select({ at: loginFailures.at })
        .from(loginFailures)
        .where(and(keyOf(key), gt(loginFailures.at, after)))
        .orderBy(asc(loginFailures.at));
      return rows.map((row) => row.at);
    },
    async clear(key: AttemptKey) {
      await db.delete(loginFailures).where(keyOf(key));
    },
    async forgetUpTo(before: Date) {
      await db.delete(loginFailures).where(lte(loginFailures.at, before));
    },
  };
}
