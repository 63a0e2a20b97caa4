import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantOf, moscowMomentArb, RU_MONTHS_GENITIVE } from "../../../tests/arbitraries/admission.arb";
import { timestampArb } from "../../../tests/arbitraries/catalogue.arb";
import { dataCheckedText, programCheckedAt } from "./data-checked";

describe("dataCheckedText properties", () => {
  it("always names the Moscow calendar day of the instant", () => {
    fc.assert(
      fc.property(moscowMomentArb, (moment) => {
        const text = dataCheckedText(instantOf(moment).toISOString());
        expect(text).toBe(`Данные проверены ${moment.day} ${RU_MONTHS_GENITIVE[moment.month]} ${moment.year}`);
      }),
    );
  });
});

describe("programCheckedAt properties", () => {
  it("is one of the bases' dates and no base was checked earlier", () => {
    fc.assert(
      fc.property(
        fc.array(
          timestampArb.map((updated_at) => ({ updated_at })),
          { minLength: 1, maxLength: 8 },
        ),
        (bases) => {
          const checked = programCheckedAt(bases);
          expect(bases.map((base) => base.updated_at)).toContain(checked);
          for (const base of bases)
            expect(Date.parse(base.updated_at)).toBeGreaterThanOrEqual(Date.parse(checked ?? ""));
        },
      ),
    );
  });

  it("does not depend on the order of the bases", () => {
    fc.assert(
      fc.property(
        fc.array(
          timestampArb.map((updated_at) => ({ updated_at })),
          { maxLength: 8 },
        ),
        (bases) => {
          const checked = programCheckedAt(bases);
          const reversed = programCheckedAt([...bases].reverse());
          expect(checked === null ? null : Date.parse(checked)).toBe(reversed === null ? null : Date.parse(reversed));
        },
      ),
    );
  });
});
