import { describe, expect, it } from "vitest";
import type { AdmissionWaves, Wave } from "./admission-waves";
import { admissionAvailability } from "./admission-availability";
import { canApply } from "./can-apply";

const wave = (n: number): Wave => ({
  label: `${n} волна`,
  date_from: `2027-0${n}-01T00:00:00+03:00`,
  date_to: `2027-0${n}-20T23:59:59+03:00`,
  date_from_str: `1 ${["", "января", "февраля", "марта"][n]} 2027`,
  date_to_str: `20 ${["", "января", "февраля", "марта"][n]} 2027`,
});

const waves = (status: "open" | "closed", current: number | null): AdmissionWaves => ({
  status,
  current,
  current_date_from: null,
  current_date_to: null,
  waves: [wave(1), wave(2), wave(3)],
});

describe("admissionAvailability", () => {
  it("is open while the waves are open and a place is free, or the base does not publish its places", () => {
    expect(admissionAvailability({ waves: waves("open", 1), available_places: 8 })).toEqual({
      _tag: "Open",
      available: 8,
    });
    expect(admissionAvailability({ waves: waves("open", 2), available_places: null })).toEqual({
      _tag: "Open",
      available: null,
    });
  });

  it("is full when the waves are open but no place is free (the base of «Все 71 мест заняты»)", () => {
    const full = admissionAvailability({ waves: waves("open", 1), available_places: 0 });
    expect(full).toEqual({ _tag: "Full" });
    expect(canApply(full)).toBe(false);
  });

  it("before a wave, opens with the wave `current` points at (0: the first)", () => {
    expect(admissionAvailability({ waves: waves("closed", 0), available_places: 10 })).toEqual({
      _tag: "Upcoming",
      opensOn: "1 января 2027",
      opensAt: "2027-01-01T00:00:00+03:00",
    });
    expect(admissionAvailability({ waves: waves("closed", 2), available_places: 10 })).toMatchObject({
      _tag: "Upcoming",
      opensOn: "1 февраля 2027",
    });
  });

  it("after the last wave is finished on its last day", () => {
    expect(admissionAvailability({ waves: waves("closed", 6), available_places: 10 })).toEqual({
      _tag: "Finished",
      closedOn: "20 марта 2027",
    });
  });

  it("is closed with nothing more to say when the current wave is unknown or out of range", () => {
    for (const current of [null, -1, 7, 1.5])
      expect(admissionAvailability({ waves: waves("closed", current), available_places: 10 })).toEqual({
        _tag: "Closed",
      });
  });

  it("has no date when the wave it needs is missing", () => {
    const none = { ...waves("closed", 0), waves: [] };
    expect(admissionAvailability({ waves: none, available_places: 3 })).toEqual({
      _tag: "Upcoming",
      opensOn: null,
      opensAt: null,
    });
    expect(admissionAvailability({ waves: { ...none, current: 6 }, available_places: 3 })).toEqual({
      _tag: "Finished",
      closedOn: null,
    });
  });
});
