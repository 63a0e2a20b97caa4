import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantArb, tokenArb } from "../../../tests/arbitraries/auth.arb";
import { checkAuthRecord } from "./auth-record-check";
import { parseAuthRecord } from "./auth-record-parse";
import { ACCESS_TOKEN_TTL_SECONDS, accessTokenExpires } from "./token-lifetime";

const TTL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

describe("token lifetime properties", () => {
  it("a freshly issued record is stored intact, valid for the hour and expired from its end", () => {
    fc.assert(
      fc.property(tokenArb, instantArb, fc.integer({ min: 0, max: 2 * TTL_MS }), (token, issuedAt, elapsedMs) => {
        const record = { token, expires: accessTokenExpires(issuedAt) };
        expect(parseAuthRecord(JSON.stringify(record))).toEqual(record);
        const check = checkAuthRecord(record, new Date(issuedAt.getTime() + elapsedMs));
        expect(check._tag).toBe(elapsedMs < TTL_MS ? "Valid" : "Expired");
      }),
    );
  });
});
