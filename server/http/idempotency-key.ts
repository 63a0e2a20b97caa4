import type { Context } from "hono";
import { z } from "zod";

/** A client's key for one submission attempt: a UUID or any other 8 to 128 URL-safe characters. */
const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/);

/**
 * The request's Idempotency-Key (ADR 072), or null when it has none or a malformed one: a bad key only loses the
 * key's protection (the fingerprint rule still holds), so it is not worth refusing the lead over.
 */
export const idempotencyKeyOf = (c: Context): string | null => {
  const parsed = idempotencyKeySchema.safeParse(c.req.header("idempotency-key")?.trim());
  return parsed.success ? parsed.data : null;
};

/** Marks an answer that repeats the first one's (the header other APIs use for it). */
export const REPLAYED_HEADER = { "Idempotent-Replayed": "true" } as const;
