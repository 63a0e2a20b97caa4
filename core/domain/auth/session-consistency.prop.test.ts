import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { authRecordArb, tokenArb } from "../../../tests/arbitraries/auth.arb";
import { decideSessionConsistency } from "./session-consistency";

const cookieArb = fc.oneof(tokenArb, fc.constantFrom(null, undefined, ""));
const sessionArb = fc.option(authRecordArb, { nil: null });

describe("decideSessionConsistency properties", () => {
  it("agrees with the model: nothing on either side, the same token on both, or a disagreement", () => {
    fc.assert(
      fc.property(cookieArb, sessionArb, (tokenCookie, session) => {
        const cookieToken = tokenCookie || null;
        const sessionToken = session?.token ?? null;
        const expected =
          cookieToken === null && sessionToken === null
            ? "anonymous"
            : cookieToken === sessionToken
              ? "consistent"
              : "clear-and-refresh";
        expect(decideSessionConsistency({ tokenCookie, session })).toBe(expected);
      }),
    );
  });

  it("a session and a cookie carrying its own token always agree", () => {
    fc.assert(
      fc.property(authRecordArb, (session) => {
        expect(decideSessionConsistency({ tokenCookie: session.token, session })).toBe("consistent");
      }),
    );
  });

  it("a cookie with any other token always forces clear-and-refresh", () => {
    fc.assert(
      fc.property(authRecordArb, tokenArb, (session, suffix) => {
        const tokenCookie = `${session.token}${suffix}`;
        expect(decideSessionConsistency({ tokenCookie, session })).toBe("clear-and-refresh");
      }),
    );
  });
});
