import { toDate } from "date-fns-tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantOf, moscowMomentArb } from "../../../tests/arbitraries/admission.arb";
import { MOSCOW_TIME_ZONE } from "./moscow-time";
import { parseWaveDate } from "./parse-wave-date";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Values of every shape parseWaveDate reads, over years 1-9999, with fields in range or a little beyond. */
const isoTextArb = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 13 }),
    day: fc.integer({ min: 1, max: 32 }),
    time: fc.option(
      fc.record({
        separator: fc.constantFrom("T", " "),
        hour: fc.integer({ min: 0, max: 24 }),
        minute: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
        second: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
        fraction: fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined }),
        zone: fc.option(
          fc.oneof(
            fc.constant("Z"),
            fc
              .tuple(fc.constantFrom("+", "-"), fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 30, 45))
              .chain(([sign, h, m]) => fc.constantFrom(`${sign}${pad(h)}:${pad(m)}`, `${sign}${pad(h)}${pad(m)}`)),
          ),
          { nil: undefined },
        ),
      }),
      { nil: undefined },
    ),
  })
  .map(({ year, month, day, time }) => {
    const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
    if (time === undefined) return date;
    const minute = time.minute === undefined ? "" : `:${pad(time.minute)}`;
    const second = time.minute === undefined || time.second === undefined ? "" : `:${pad(time.second)}`;
    const fraction = second === "" || time.fraction === undefined ? "" : `.${pad(time.fraction, 3)}`;
    return `${date}${time.separator}${pad(time.hour)}${minute}${second}${fraction}${time.zone ?? ""}`;
  });

describe("parseWaveDate properties", () => {
  it("reads the instant of any Moscow moment written in UTC", () => {
    fc.assert(
      fc.property(moscowMomentArb, (m) => {
        const instant = instantOf(m);
        expect(parseWaveDate(instant.toISOString())?.getTime()).toBe(instant.getTime());
      }),
    );
  });

  it("agrees with date-fns-tz's toDate in Moscow on every value it reads, refusing only 24 o'clock besides", () => {
    fc.assert(
      fc.property(isoTextArb, (text) => {
        const theirs = toDate(text, { timeZone: MOSCOW_TIME_ZONE });
        const ours = parseWaveDate(text);
        if (ours === null) {
          const hour24 = /[T ]24/.test(text);
          expect(hour24 || Number.isNaN(theirs.getTime())).toBe(true);
          return;
        }
        expect(ours.getTime()).toBe(theirs.getTime());
      }),
      { numRuns: 3000 },
    );
  });
});
