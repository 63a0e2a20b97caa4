import { describe, expect, it } from "vitest";
import { IMAGE_SETTINGS } from "./image-settings";

describe("image settings", () => {
  it("resize from 380 to 3840 px in 3 steps to webp", () => {
    expect(IMAGE_SETTINGS.minWidth).toBe(380);
    expect(IMAGE_SETTINGS.maxWidth).toBe(3840);
    expect(IMAGE_SETTINGS.widthSteps).toBe(3);
    expect(IMAGE_SETTINGS.format).toBe("webp");
  });

  it("offer 16:9, 4:3 and 1:1 aspect ratios", () => {
    expect(IMAGE_SETTINGS.aspectRatios.map(({ label }) => label)).toEqual(["16:9", "4:3", "1:1"]);
    for (const { label, width, height } of IMAGE_SETTINGS.aspectRatios) {
      expect(label).toBe(`${width}:${height}`);
    }
  });
});
