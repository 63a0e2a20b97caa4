import { sql } from "drizzle-orm";
import type { RateDecision } from "../../../../core/domain/rate-limit/rate-limit-rule";
import type { RateLimitStore } from "../../../../core/ports/rate-limit-store.port";
import type { Database } from "../database";

type HitRow = { accepted: boolean; hits: (string | number)[] };

/** How often (at most) a store deletes expired windows as a side effect of its hits. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Rate-limit windows in the table rate_limit_windows, shared by every process on one database (ADR 073). A hit is
 * one INSERT .. ON CONFLICT DO UPDATE: the conflicting row is locked for the statement, so concurrent hits of one
 * key, from any process, are counted one after the other and never more than `limit` are accepted in a window.
 * The arithmetic is `slidingWindowHit`'s (core/domain/rate-limit) in SQL; the shared contract suite holds both to
 * the same answers. Expired rows are deleted by `sweep`, which a hit runs at most once a minute.
 */
export function sqlRateLimitStore(db: Database): RateLimitStore {
  let sweptAt = Number.NEGATIVE_INFINITY;

  const sweep = async (now: Date, maxWindowMs: number): Promise<number> => {
    const cutoff = new Date(now.getTime() - maxWindowMs);
    await db.execute(sql`delete from rate_limit_windows where expires_at <= ${now} and expires_at <= ${cutoff}`);
    const result = (await db.execute(sql`select count(*)::int as n from rate_limit_windows`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(result.rows[0]?.n ?? 0);
  };

  return {
    async hit(key, rule, now): Promise<RateDecision> {
      const nowMs = now.getTime();
      const cutoff = nowMs - rule.windowMs;
      const expires = new Date(nowMs + rule.windowMs);
      // `kept` (the hits still in the window) is spelled out twice: SET expressions all read the old row.
      const kept = sql`array(select h from unnest(w.hits) as h where h > ${cutoff} order by h)`;
      const result = (await db.execute(sql`
        insert into rate_limit_windows as w (key, hits, last_accepted, expires_at)
        values (${key}, array[${nowMs}::bigint], true, ${expires})
        on conflict (key) do update set
          hits = case when cardinality(${kept}) < ${rule.limit}
                      then array(select h from unnest(${kept} || ${nowMs}::bigint) as h order by h)
                      else ${kept} end,
          last_accepted = cardinality(${kept}) < ${rule.limit},
          expires_at = greatest(w.expires_at, excluded.expires_at)
        returning w.last_accepted as accepted, w.hits`)) as unknown as { rows: HitRow[] };
      if (nowMs - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = nowMs;
        await sweep(now, rule.windowMs);
      }
      const row = result.rows[0];
      if (row === undefined) throw new Error("rate_limit_windows: the upsert returned no row");
      const hits = row.hits.map(Number);
      if (row.accepted) return { allowed: true };
      const blocking = hits[hits.length - rule.limit] ?? nowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((blocking + rule.windowMs - nowMs) / 1000)) };
    },
    sweep,
  };
}
