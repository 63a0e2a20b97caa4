import fc from "fast-check";
import type { AuthRecord } from "../../core/domain/auth/auth-record";

const FROM = Date.UTC(2000, 0, 1);
const TO = Date.UTC(2100, 0, 1);

/** Instants in a range whose ISO form the auth record accepts. */
export const instantArb = fc.integer({ min: FROM, max: TO }).map((ms) => new Date(ms));

const TOKEN_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.".split("");

export const tokenArb = fc.string({ unit: fc.constantFrom(...TOKEN_CHARS), minLength: 1, maxLength: 80 });

export const authRecordArb: fc.Arbitrary<AuthRecord> = fc.record({
  token: tokenArb,
  expires: instantArb.map((instant) => instant.toISOString()),
});

/** A record whose expiry lies `offsetMs` from `now` (offset may be zero, negative or positive). */
export const recordAroundNowArb = fc.record({
  token: tokenArb,
  now: instantArb,
  offsetMs: fc.oneof(fc.constant(0), fc.integer({ min: -86_400_000, max: 86_400_000 })),
});

/** What local storage may hold under the auth key: valid records, damaged records, and arbitrary JSON or text. */
export const storedAuthTextArb = fc.oneof(
  authRecordArb.map((record) => JSON.stringify(record)),
  fc.record({ token: fc.jsonValue(), expires: fc.jsonValue() }).map((value) => JSON.stringify(value)),
  fc.json(),
  fc.string(),
);
