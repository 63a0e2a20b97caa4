import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { authRecordArb, instantArb, recordAroundNowArb, tokenArb } from "../../../tests/arbitraries/auth.arb";
import { checkAuthRecord } from "./auth-record-check";

describe("checkAuthRecord properties", () => {
  it("is valid iff expires is strictly later than now", () => {
    fc.assert(
      fc.property(authRecordArb, instantArb, (record, now) => {
        const check = checkAuthRecord(record, now);
        expect(check._tag === "Valid").toBe(new Date(record.expires).getTime() > now.getTime());
        expect(check._tag).not.toBe("Absent");
      }),
    );
  });

  it("near now: valid exactly when the expiry offset is positive, and returns the same record", () => {
    fc.assert(
      fc.property(recordAroundNowArb, ({ token, now, offsetMs }) => {
        const record = { token, expires: new Date(now.getTime() + offsetMs).toISOString() };
        expect(checkAuthRecord(record, now)).toEqual(offsetMs > 0 ? { _tag: "Valid", record } : { _tag: "Expired" });
      }),
    );
  });

  it("once expired, stays expired at every later instant", () => {
    fc.assert(
      fc.property(
        tokenArb,
        instantArb,
        fc.nat({ max: 86_400_000 }),
        fc.nat({ max: 86_400_000 }),
        (token, expiresAt, lateByMs, laterMs) => {
          const record = { token, expires: expiresAt.toISOString() };
          const now = new Date(expiresAt.getTime() + lateByMs);
          expect(checkAuthRecord(record, now)._tag).toBe("Expired");
          expect(checkAuthRecord(record, new Date(now.getTime() + laterMs))._tag).toBe("Expired");
        },
      ),
    );
  });
});
