import { describe, expect, it } from "vitest";
import type { AdmissionWaves, Wave } from "./admission-waves";
import { admissionWaveText } from "./wave-text";

const wave = (label: string, from: string, to: string): Wave => ({
  label,
  date_from: null,
  date_to: null,
  date_from_str: from,
  date_to_str: to,
});

const WAVES: readonly Wave[] = [
  wave("1 волна", "1 марта 2026", "31 марта 2026"),
  wave("2 волна", "1 апреля 2026", "15 апреля 2026"),
  wave("3 волна", "16 апреля 2026", "10 мая 2026"),
  wave("4 волна", "11 мая 2026", "1 июня 2026"),
  wave("5 волна", "2 июня 2026", "30 июня 2026"),
];

const at = (current: number | null, waves: readonly Wave[] = WAVES): Pick<AdmissionWaves, "current" | "waves"> => ({
  current,
  waves,
});

const textOf = (current: number) => {
  const result = admissionWaveText(at(current));
  return result.ok ? result.value.text : result.error._tag;
};

describe("admissionWaveText", () => {
  it("shows the first wave's start before admission opens", () => {
    expect(admissionWaveText(at(0))).toEqual({
      ok: true,
      value: {
        phase: "upcoming",
        label: "Приём заявок",
        preposition: "с",
        date: "1 марта 2026",
        text: "Приём заявок с 1 марта 2026",
      },
    });
  });

  it("shows the wave label with a 'до' date for waves 1 to 3", () => {
    expect(textOf(1)).toBe("1 волна до 31 марта 2026");
    expect(textOf(2)).toBe("2 волна до 15 апреля 2026");
    expect(textOf(3)).toBe("3 волна до 10 мая 2026");
  });

  it("shows only the wave label for waves 4 and 5", () => {
    expect(textOf(4)).toBe("4 волна");
    expect(admissionWaveText(at(5))).toEqual({
      ok: true,
      value: { phase: "open-ended", label: "5 волна", preposition: null, date: null, text: "5 волна" },
    });
  });

  it("shows the last wave's end once admission is over", () => {
    expect(textOf(6)).toBe("Приём завершён 30 июня 2026");
  });

  it("reports a current number outside 0..6", () => {
    expect(admissionWaveText(at(7))).toEqual({ ok: false, error: { _tag: "CurrentOutOfRange", current: 7 } });
    expect(admissionWaveText(at(null))).toEqual({ ok: false, error: { _tag: "CurrentOutOfRange", current: null } });
    expect(textOf(-1)).toBe("CurrentOutOfRange");
  });

  it("reports the missing wave, label or date instead of throwing", () => {
    expect(admissionWaveText(at(0, []))).toEqual({ ok: false, error: { _tag: "WaveMissing", current: 0, index: 0 } });
    expect(admissionWaveText(at(6, []))).toEqual({ ok: false, error: { _tag: "WaveMissing", current: 6, index: 0 } });
    expect(admissionWaveText(at(4, WAVES.slice(0, 3)))).toEqual({
      ok: false,
      error: { _tag: "WaveMissing", current: 4, index: 3 },
    });
    const gaps = [{ ...wave("1 волна", "1 марта 2026", "31 марта 2026"), label: null, date_to_str: null }];
    expect(admissionWaveText(at(1, gaps))).toEqual({
      ok: false,
      error: { _tag: "LabelMissing", current: 1, index: 0 },
    });
    expect(admissionWaveText(at(6, gaps))).toEqual({
      ok: false,
      error: { _tag: "DateMissing", current: 6, index: 0, field: "date_to_str" },
    });
    expect(textOf(0)).toBe("Приём заявок с 1 марта 2026");
  });
});
