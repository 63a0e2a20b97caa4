import { describe, expect, it } from "vitest";
import { roundRoubles } from "./rouble-rounding";

describe("roundRoubles", () => {
  it("keeps whole roubles up to 999", () => {
    expect(roundRoubles(0)).toBe(0);
    expect(roundRoubles(0.4)).toBe(0);
    expect(roundRoubles(87.5)).toBe(88);
    expect(roundRoubles(999.4)).toBe(999);
  });

  it("keeps three significant digits from 1 000, half up", () => {
    expect(roundRoubles(999.5)).toBe(1000);
    expect(roundRoubles(4321.5)).toBe(4320);
    expect(roundRoubles(4325)).toBe(4330);
    expect(roundRoubles(498_236)).toBe(498_000);
    expect(roundRoubles(411_500)).toBe(412_000);
    expect(roundRoubles(2_565_000)).toBe(2_570_000);
    expect(roundRoubles(9_995)).toBe(10_000);
  });
});
