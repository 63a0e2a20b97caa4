import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { connectionChanged, connectionNotice, INITIAL_CONNECTION, RESTORED_NOTICE_MS } from "./connection-notice";

const changesArb = fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 10_000 })), { maxLength: 30 });

describe("connection notice properties", () => {
  it("says offline exactly when the last report was offline", () => {
    fc.assert(
      fc.property(changesArb, fc.integer({ min: 0, max: 100_000 }), (changes, extra) => {
        let at = 0;
        let state = INITIAL_CONNECTION;
        for (const [online, gap] of changes) {
          at += gap;
          state = connectionChanged(state, online, at);
        }
        const lastOnline = changes.at(-1)?.[0] ?? true;
        expect(connectionNotice(state, at + extra) === "offline").toBe(!lastOnline);
      }),
    );
  });

  it("never shows the restored notice past its time", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e6 }), (lostAt, later) => {
        const back = connectionChanged(connectionChanged(INITIAL_CONNECTION, false, lostAt), true, lostAt + 1);
        const notice = connectionNotice(back, lostAt + 1 + later);
        expect(notice).toBe(later < RESTORED_NOTICE_MS ? "restored" : null);
      }),
    );
  });
});
