import { randomBytes } from "node:crypto";

/** Bytes of randomness in a nonce: 144 bits, above the 128 the CSP specification asks for. */
export const NONCE_BYTES = 18;

/** A fresh nonce for one response: 24 base64url characters (no padding, nothing to escape in HTML or headers). */
export const cspNonce = (): string => randomBytes(NONCE_BYTES).toString("base64url");

/** The nonce a policy header names (`'nonce-…'` in script-src), or null when it names none. */
export const nonceOfPolicy = (policy: string | undefined | null): string | null =>
  policy == null ? null : (/'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(policy)?.[1] ?? null);
