import type { RateLimitRule } from "../../../core/domain/rate-limit/rate-limit-rule";
import { slidingWindowHit } from "../../../core/domain/rate-limit/sliding-window";
import type { RateLimitStore } from "../../../core/ports/rate-limit-store.port";

/**
 * Rate-limit windows in process memory (the embedded database's one process, ADR 015): each key keeps its accepted
 * hits in the window. Memory is bounded: past `maxKeys` keys, keys with nothing left in the window go first, then
 * the least recently used ones.
 */
export function memoryRateLimitStore(options: Readonly<{ maxKeys?: number }> = {}): RateLimitStore & {
  /** The same hit, answered at once (for callers that cannot wait). */
  hitNow(key: string, rule: RateLimitRule, now: Date): ReturnType<typeof slidingWindowHit>["decision"];
  size(): number;
} {
  const maxKeys = options.maxKeys ?? 50_000;
  const hits = new Map<string, { at: readonly number[]; windowMs: number }>();

  const forgetStale = (nowMs: number, maxWindowMs: number) => {
    for (const [key, entry] of hits) {
      const last = entry.at.at(-1) ?? Number.NEGATIVE_INFINITY;
      if (last <= nowMs - Math.max(entry.windowMs, maxWindowMs)) hits.delete(key);
    }
  };

  const hitNow = (key: string, rule: RateLimitRule, now: Date) => {
    const nowMs = now.getTime();
    const entry = hits.get(key);
    hits.delete(key);
    if (entry === undefined && hits.size >= maxKeys) {
      forgetStale(nowMs, 0);
      for (const oldest of hits.keys()) {
        if (hits.size < maxKeys) break;
        hits.delete(oldest);
      }
    }
    const step = slidingWindowHit(entry?.at ?? [], rule, nowMs);
    hits.set(key, { at: step.hits, windowMs: rule.windowMs });
    return step.decision;
  };

  return {
    hitNow,
    hit: async (key, rule, now) => hitNow(key, rule, now),
    async sweep(now, maxWindowMs) {
      forgetStale(now.getTime(), maxWindowMs);
      return hits.size;
    },
    size: () => hits.size,
  };
}
