import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { authRecordArb, instantArb, tokenArb } from "../../../tests/arbitraries/auth.arb";
import { checkAuthRecord } from "./auth-record-check";
import { isRefreshAccepted } from "./refresh-window";
import { REFRESH_GRACE_SECONDS } from "./token-lifetime";

describe("isRefreshAccepted properties", () => {
  it("agrees with the model: at most 30 days have passed since expiry", () => {
    fc.assert(
      fc.property(authRecordArb, instantArb, (record, now) => {
        const sinceExpiryMs = now.getTime() - new Date(record.expires).getTime();
        expect(isRefreshAccepted(record.expires, now)).toBe(sinceExpiryMs <= REFRESH_GRACE_SECONDS * 1000);
      }),
    );
  });

  it("every still-valid record may be refreshed", () => {
    fc.assert(
      fc.property(tokenArb, instantArb, fc.integer({ min: 1, max: 86_400_000 }), (token, now, validForMs) => {
        const record = { token, expires: new Date(now.getTime() + validForMs).toISOString() };
        expect(checkAuthRecord(record, now)._tag).toBe("Valid");
        expect(isRefreshAccepted(record.expires, now)).toBe(true);
      }),
    );
  });
});
