import { describe, expect, it } from "vitest";
import { copyrightYear } from "./copyright-year";

describe("copyrightYear", () => {
  it("is the year in Moscow, which turns three hours before UTC", () => {
    expect(copyrightYear(new Date("2026-06-01T12:00:00.000Z"))).toBe(2026);
    expect(copyrightYear(new Date("2026-12-31T20:59:59.999Z"))).toBe(2026);
    expect(copyrightYear(new Date("2026-12-31T21:00:00.000Z"))).toBe(2027);
  });
});
