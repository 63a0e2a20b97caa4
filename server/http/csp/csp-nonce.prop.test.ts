import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cspNonce, NONCE_BYTES, nonceOfPolicy } from "./csp-nonce";

describe("a response's nonce", () => {
  it("is 144 random bits in 24 base64url characters, new every time", () => {
    const nonces = Array.from({ length: 1000 }, cspNonce);
    expect(NONCE_BYTES * 8).toBeGreaterThanOrEqual(128);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("is read back from any policy that names it", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."ab; '-"), maxLength: 20 }), (rest) => {
        const nonce = cspNonce();
        expect(nonceOfPolicy(`default-src 'self'; script-src 'nonce-${nonce}' 'strict-dynamic'; ${rest}`)).toBe(nonce);
      }),
    );
    expect(nonceOfPolicy("script-src 'self'")).toBeNull();
    expect(nonceOfPolicy(null)).toBeNull();
  });
});
