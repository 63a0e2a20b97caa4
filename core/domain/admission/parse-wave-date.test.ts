import { describe, expect, it } from "vitest";
import { parseWaveDate } from "./parse-wave-date";

const iso = (text: string) => parseWaveDate(text)?.toISOString() ?? null;

describe("parseWaveDate", () => {
  it("reads a value without an offset as Moscow wall time", () => {
    expect(iso("2026-03-01")).toBe("2026-02-28T21:00:00.000Z");
    expect(iso("2026-03-01 10:00:00")).toBe("2026-03-01T07:00:00.000Z");
    expect(iso("2026-03-01T10:00")).toBe("2026-03-01T07:00:00.000Z");
    expect(iso("2026-03-01T10")).toBe("2026-03-01T07:00:00.000Z");
  });

  it("keeps the offset a value names", () => {
    expect(iso("2026-03-01T10:00:00.123Z")).toBe("2026-03-01T10:00:00.123Z");
    expect(iso("2026-03-01T10:00:00,5Z")).toBe("2026-03-01T10:00:00.500Z");
    expect(iso("2026-03-01T10:00:00+0300")).toBe("2026-03-01T07:00:00.000Z");
    expect(iso("2026-03-01T10:00:00+03")).toBe("2026-03-01T07:00:00.000Z");
    expect(iso("2026-03-01T10:00:00-03:30")).toBe("2026-03-01T13:30:00.000Z");
  });

  it("uses Moscow's offset of the day: +4 in 2012, summer time in 1990", () => {
    expect(iso("2012-07-01 00:30:00")).toBe("2012-06-30T20:30:00.000Z");
    expect(iso("1990-07-01 00:30:00")).toBe("1990-06-30T20:30:00.000Z");
    expect(iso("1990-01-01 00:30:00")).toBe("1989-12-31T21:30:00.000Z");
  });

  it("takes a wall time in the gap of a clock change at the later offset", () => {
    expect(iso("1990-03-25T02:30:00")).toBe("1990-03-24T22:30:00.000Z");
  });

  it("refuses days, hours, minutes, seconds and offsets out of range", () => {
    for (const text of ["2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-03-01T24:00:00"])
      expect(parseWaveDate(text)).toBeNull();
    for (const text of ["2026-03-01T10:60", "2026-03-01T10:00:60Z", "2026-03-01T10:00:00+25:00"])
      expect(parseWaveDate(text)).toBeNull();
  });

  it("refuses other shapes", () => {
    for (const text of ["", "31.12.2026", "2026-3-1", "2026-03", "20260301", "2026-03-01Z", " 2026-03-01", "завтра"])
      expect(parseWaveDate(text)).toBeNull();
  });
});
