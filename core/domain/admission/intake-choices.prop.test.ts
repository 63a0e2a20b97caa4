import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AdmissionWaves, Wave } from "./admission-waves";
import { intakeChoices } from "./intake-choices";

const NOW = new Date("2026-11-28T12:00:00.000Z");
const dayArb = fc.integer({ min: -400, max: 400 }).map((days) => new Date(NOW.getTime() + days * 86_400_000));
const waveArb: fc.Arbitrary<Wave> = fc.record({
  label: fc.option(fc.constantFrom("Первая волна", "Вторая волна", "Весенний набор", " "), { nil: null }),
  date_from: fc.constant(null),
  date_to: fc.option(
    dayArb.map((d) => d.toISOString()),
    { nil: null },
  ),
  date_from_str: fc.constant(null),
  date_to_str: fc.option(fc.constantFrom("1 марта 2027", "15 июня 2027"), { nil: null }),
});
const admissionOf = (waves: readonly Wave[]): AdmissionWaves => ({
  status: "open",
  current: null,
  current_date_from: null,
  current_date_to: null,
  waves,
});

describe("intakeChoices", () => {
  it("offers exactly the waves still open, without repeats, each with a name", () => {
    fc.assert(
      fc.property(fc.array(waveArb, { maxLength: 6 }), (waves) => {
        const choices = intakeChoices(admissionOf(waves), NOW);
        const open = waves.filter((w) => w.date_to === null || Date.parse(w.date_to) >= NOW.getTime());
        expect(new Set(choices).size).toBe(choices.length);
        expect(choices.length).toBeLessThanOrEqual(open.length);
        if (open.length > 0) expect(choices.length).toBeGreaterThan(0);
        for (const choice of choices) expect(choice.trim()).not.toBe("");
      }),
    );
  });

  it("names a wave by its label and its last day of applications", () => {
    const wave: Wave = {
      label: "Первая волна",
      date_from: null,
      date_to: "2027-03-01T20:59:59.000Z",
      date_from_str: null,
      date_to_str: "1 марта 2027",
    };
    expect(intakeChoices(admissionOf([wave]), NOW)).toEqual(["Первая волна (приём до 1 марта 2027)"]);
    expect(intakeChoices(admissionOf([{ ...wave, date_to: "2026-01-01T00:00:00.000Z" }]), NOW)).toEqual([]);
  });
});
