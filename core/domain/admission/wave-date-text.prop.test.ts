import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantOf, moscowMomentArb, RU_MONTHS_GENITIVE } from "../../../tests/arbitraries/admission.arb";
import { waveDateText } from "./wave-date-text";

const pad = (n: number) => String(n).padStart(2, "0");

describe("waveDateText properties", () => {
  it("names the Moscow calendar day of any instant, near midnight included", () => {
    fc.assert(
      fc.property(moscowMomentArb, (m) => {
        const expected = `${m.day} ${RU_MONTHS_GENITIVE[m.month]} ${m.year}`;
        expect(waveDateText(instantOf(m).toISOString())).toBe(expected);
      }),
    );
  });

  it("does not depend on the offset the instant is written with", () => {
    fc.assert(
      fc.property(moscowMomentArb, fc.integer({ min: -12, max: 14 }), (m, hours) => {
        const instant = instantOf(m);
        const shifted = new Date(instant.getTime() + hours * 3_600_000);
        const sign = hours < 0 ? "-" : "+";
        const local = `${shifted.toISOString().slice(0, 19)}${sign}${pad(Math.abs(hours))}:00`;
        expect(waveDateText(local)).toBe(waveDateText(instant.toISOString()));
      }),
    );
  });

  it("agrees between a date-only value and any moment of that Moscow day", () => {
    fc.assert(
      fc.property(moscowMomentArb, (m) => {
        const dateOnly = `${m.year}-${pad(m.month + 1)}-${pad(m.day)}`;
        expect(waveDateText(dateOnly)).toBe(waveDateText(instantOf(m).toISOString()));
      }),
    );
  });
});
