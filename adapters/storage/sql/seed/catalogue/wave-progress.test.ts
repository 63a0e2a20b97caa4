import { describe, expect, it } from "vitest";
import { enrollmentPhaseText, waveProgress, waveState } from "./wave-progress";

const waves = [
  { from: new Date("2026-10-31T21:00:00Z"), to: new Date("2027-01-15T20:59:59Z") },
  { from: new Date("2027-01-15T21:00:00Z"), to: new Date("2027-03-31T20:59:59Z") },
  { from: new Date("2027-04-30T21:00:00Z"), to: new Date("2027-06-15T20:59:59Z") },
];

describe("waveProgress and waveState", () => {
  it("is upcoming and closed with current 0 before the first wave", () => {
    const progress = waveProgress(waves, new Date("2026-10-01T00:00:00Z"));
    expect(progress).toEqual({ _tag: "Upcoming" });
    expect(waveState(progress)).toEqual({ status: "closed", current: 0 });
    expect(enrollmentPhaseText(progress)).toBe("Приём документов скоро начнётся");
  });

  it("is open with the wave's number inside a wave, ends included", () => {
    expect(waveState(waveProgress(waves, new Date("2027-02-10T12:00:00Z")))).toEqual({ status: "open", current: 2 });
    expect(waveState(waveProgress(waves, new Date("2027-01-15T20:59:59Z")))).toEqual({ status: "open", current: 1 });
    expect(enrollmentPhaseText(waveProgress(waves, new Date("2027-05-01T00:00:00Z")))).toBe("Идёт приём документов");
  });

  it("is closed with the next wave's number between waves", () => {
    const progress = waveProgress(waves, new Date("2027-04-10T00:00:00Z"));
    expect(progress).toEqual({ _tag: "Between", next: 3 });
    expect(waveState(progress)).toEqual({ status: "closed", current: 3 });
    expect(enrollmentPhaseText(progress)).toBe("Перерыв между волнами приёма");
  });

  it("is finished with current 6 after the last wave or without waves", () => {
    expect(waveState(waveProgress(waves, new Date("2027-07-01T00:00:00Z")))).toEqual({ status: "closed", current: 6 });
    expect(enrollmentPhaseText(waveProgress([], new Date()))).toBe("Приём документов завершён");
  });
});
