import { describe, expect, it } from "vitest";
import { cropBox, imageVariantPlan } from "./image-variant-plan";

describe("imageVariantPlan", () => {
  it("scales a 4000x3000 photo to 1533 px wide, keeping 4:3", () => {
    expect(imageVariantPlan({ width: 4000, height: 3000 }, { width: 1533, ratio: null })).toEqual({
      crop: { left: 0, top: 0, width: 4000, height: 3000 },
      width: 1533,
      height: 1150,
    });
  });

  it("cuts the middle band of a 4:3 photo for 16:9", () => {
    expect(cropBox({ width: 4000, height: 3000 }, "16:9")).toEqual({ left: 0, top: 375, width: 4000, height: 2250 });
    expect(imageVariantPlan({ width: 4000, height: 3000 }, { width: 380, ratio: "16:9" })).toMatchObject({
      width: 380,
      height: 214,
    });
  });

  it("cuts the middle square of a landscape", () => {
    expect(cropBox({ width: 3200, height: 1800 }, "1:1")).toEqual({ left: 700, top: 0, width: 1800, height: 1800 });
  });

  it("never scales up: a 2000 px photo asked at 3840 stays 2000 px", () => {
    expect(imageVariantPlan({ width: 2000, height: 1000 }, { width: 3840, ratio: null })).toMatchObject({
      width: 2000,
      height: 1000,
    });
  });
});
