import { describe, expect, it } from "vitest";
import { choiceTuition, fullTuition, type TuitionBase } from "./cost-tuition";

const base = (id: number, min_price: number | null, type: number | null, is_language_course = false): TuitionBase => ({
  id,
  min_price,
  type,
  is_language_course,
  updated_on: `2026-10-${String(10 + id).padStart(2, "0")}`,
});

const BASES = [
  base(1, 0, 1),
  base(2, 12_500, 2),
  base(3, 30_000, null),
  base(4, 26_000, null),
  base(5, 8_000, null, true),
];

describe("choice tuition", () => {
  it("takes the lowest paid degree price as the full tuition", () => {
    expect(fullTuition(BASES)).toBe(26_000);
    expect(fullTuition([base(1, 0, 1), base(5, 8_000, null, true), base(6, null, null)])).toBeNull();
  });

  it("gives a base its own price and grant kind, a program neither", () => {
    const checked_on = "2026-10-15";
    expect(choiceTuition(BASES, 1)).toEqual({ full: 26_000, net: 0, grant: "grant", checked_on });
    expect(choiceTuition(BASES, 2)).toEqual({ full: 26_000, net: 12_500, grant: "scholarship", checked_on });
    expect(choiceTuition(BASES, 3)).toEqual({ full: 26_000, net: 30_000, grant: "none", checked_on });
    expect(choiceTuition(BASES, null)).toEqual({ full: 26_000, net: null, grant: "none", checked_on });
    expect(choiceTuition([], null)).toEqual({ full: null, net: null, grant: "none", checked_on: null });
    expect(choiceTuition(BASES, 99)).toBeNull();
  });
});
