import { describe, expect, it } from "vitest";
import { evenWidths, IMAGE_WIDTHS } from "./image-widths";

describe("image widths", () => {
  it("go from 380 to 3840 in 3 equal steps", () => {
    expect(IMAGE_WIDTHS).toEqual([380, 1533, 2687, 3840]);
  });

  it("split any span evenly", () => {
    expect(evenWidths(100, 400, 3)).toEqual([100, 200, 300, 400]);
    expect(evenWidths(100, 200, 1)).toEqual([100, 200]);
  });

  it("count a step number that is not a positive integer as one step", () => {
    expect(evenWidths(100, 200, 0)).toEqual([100, 200]);
    expect(evenWidths(100, 200, 2.5)).toEqual([100, 200]);
    expect(evenWidths(100, 200, Number.NaN)).toEqual([100, 200]);
  });
});
