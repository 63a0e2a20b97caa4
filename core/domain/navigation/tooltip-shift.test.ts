import { describe, expect, it } from "vitest";
import { tooltipShift } from "./tooltip-shift";

describe("tooltipShift", () => {
  it("leaves a tooltip that fits where it is", () => {
    expect(tooltipShift({ left: 20, right: 200 }, 320, 8)).toBe(0);
  });

  it("moves a tooltip that starts off the left edge to the right", () => {
    expect(tooltipShift({ left: -44, right: 236 }, 320, 8)).toBe(52);
  });

  it("moves a tooltip that ends off the right edge to the left", () => {
    expect(tooltipShift({ left: 100, right: 380 }, 320, 8)).toBe(-68);
  });

  it("keeps the start of a tooltip wider than the screen at the margin", () => {
    expect(tooltipShift({ left: 20, right: 420 }, 320, 8)).toBe(-12);
  });
});
