import type { RateDecision, RateLimitRule } from "../domain/rate-limit/rate-limit-rule";

/**
 * Counts hits per key against a rule (a sliding window): in process memory on the embedded database, in a table on
 * PostgreSQL so that every server process counts against the same window (ADR 073). A hit is counted or refused in
 * one atomic step, however many processes ask at once.
 */
export interface RateLimitStore {
  /** Counts a hit of `key` at `now` when the rule leaves room for it; a refused hit is not counted. */
  hit(key: string, rule: RateLimitRule, now: Date): Promise<RateDecision>;
  /** Forgets keys whose hits are all older than `maxWindowMs` before `now`; answers how many keys remain. */
  sweep(now: Date, maxWindowMs: number): Promise<number>;
}
