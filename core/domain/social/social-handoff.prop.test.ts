import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { handedOffRecord } from "./social-handoff";

const now = new Date("2026-03-01T09:00:00.000Z");
const record = fc.record({
  token: fc.constantFrom("t1", "t2", "t3"),
  expires: fc.integer({ min: -7200, max: 7200 }).map((s) => new Date(now.getTime() + s * 1000).toISOString()),
});
const maybe = fc.option(record, { nil: null });

describe("handedOffRecord", () => {
  it("adopts a marked, unexpired cookie record the store does not hold, and nothing else", () => {
    fc.assert(
      fc.property(fc.boolean(), maybe, maybe, (marked, cookieRecord, stored) => {
        const adopted = handedOffRecord({ marked, cookieRecord, stored, now });
        const expected =
          marked &&
          cookieRecord !== null &&
          Date.parse(cookieRecord.expires) > now.getTime() &&
          stored?.token !== cookieRecord.token
            ? cookieRecord
            : null;
        expect(adopted).toEqual(expected);
      }),
    );
  });

  it("never adopts without the mark", () => {
    const cookieRecord = { token: "t", expires: "2026-03-01T10:00:00.000Z" };
    expect(handedOffRecord({ marked: false, cookieRecord, stored: null, now })).toBeNull();
    expect(handedOffRecord({ marked: true, cookieRecord, stored: null, now })).toEqual(cookieRecord);
  });
});
