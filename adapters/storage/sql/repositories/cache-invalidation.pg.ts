import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { CacheInvalidationBus } from "../../../../core/ports/cache-invalidation.port";
import type { Database } from "../database";

/** The channel every process of one database listens on. */
export const CACHE_CHANNEL = "shuyuan_cache";

export type PgInvalidationOptions = Readonly<{
  connectionString: string;
  /** Where announcements are sent from (the server's pool). */
  db: Database;
  /** While the listener is down, subscribers are called this often (1 s): caches then live at most this long. */
  degradedEveryMs?: number;
  /** How often the listening connection is checked with a query (5 s); a check failing in 3 s drops it. */
  heartbeatMs?: number;
  log?: (message: string) => void;
}>;

/**
 * Cache invalidation over PostgreSQL LISTEN/NOTIFY (ADR 073). `publish` calls this process's subscribers, then
 * sends NOTIFY with this end's id (so its own echo is ignored); one dedicated connection LISTENs and calls the
 * subscribers on every other end's announcement. When that connection fails (an error, the server gone, a
 * heartbeat unanswered) the subscribers are called at once and then every `degradedEveryMs` until it is back,
 * and once more when it is back, since announcements sent meanwhile were lost. Reconnects back off from 250 ms to 5 s.
 */
export function pgCacheInvalidationBus(options: PgInvalidationOptions): CacheInvalidationBus {
  const self = randomBytes(8).toString("hex");
  const listeners = new Set<() => void>();
  const log = options.log ?? ((message: string) => console.error(message));
  const degradedEveryMs = options.degradedEveryMs ?? 1_000;
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  let client: pg.Client | null = null;
  let closed = false;
  let backoffMs = 250;
  let degraded: ReturnType<typeof setInterval> | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let reconnect: ReturnType<typeof setTimeout> | null = null;

  const notifyAll = () => {
    for (const listener of [...listeners]) listener();
  };
  const startDegraded = () => {
    if (degraded !== null || closed) return;
    degraded = setInterval(notifyAll, degradedEveryMs);
    degraded.unref();
  };
  const stopTimers = () => {
    if (degraded !== null) clearInterval(degraded);
    if (heartbeat !== null) clearInterval(heartbeat);
    if (reconnect !== null) clearTimeout(reconnect);
    degraded = heartbeat = reconnect = null;
  };

  const lost = (reason: string, lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    if (heartbeat !== null) clearInterval(heartbeat);
    heartbeat = null;
    lostClient.removeAllListeners("notification");
    lostClient.end().catch(() => {});
    if (closed) return;
    log(
      `Cache invalidation: the LISTEN connection was lost (${reason}); caches are emptied every ${degradedEveryMs} ms until it is back`,
    );
    notifyAll();
    startDegraded();
    reconnect = setTimeout(connect, backoffMs);
    reconnect.unref();
    backoffMs = Math.min(backoffMs * 2, 5_000);
  };

  const connect = () => {
    reconnect = null;
    if (closed) return;
    const next = new pg.Client({ connectionString: options.connectionString, keepAlive: true });
    client = next;
    next.on("error", (error) => lost(error.message, next));
    next.on("end", () => lost("connection ended", next));
    next.on("notification", (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload !== self) notifyAll();
    });
    next
      .connect()
      .then(() => next.query(`LISTEN ${CACHE_CHANNEL}`))
      .then(() => {
        if (client !== next || closed) return;
        backoffMs = 250;
        if (degraded !== null) clearInterval(degraded);
        degraded = null;
        notifyAll(); // what was announced before this connection listened is unknown
        heartbeat = setInterval(() => {
          const timeout = new Promise((_, reject) =>
            setTimeout(() => reject(new Error("heartbeat timed out")), 3_000).unref(),
          );
          Promise.race([next.query("select 1"), timeout]).catch((error: Error) => lost(error.message, next));
        }, heartbeatMs);
        heartbeat.unref();
      })
      .catch((error: Error) => lost(error.message, next));
  };

  startDegraded();
  connect();

  return {
    async publish() {
      notifyAll();
      await options.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${self})`);
    },
    subscribe(onChange) {
      const listener = () => onChange();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      stopTimers();
      const last = client;
      client = null;
      listeners.clear();
      if (last !== null) {
        last.removeAllListeners();
        last.on("error", () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
