import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aspectRatioArb, imageVariantRequestArb, pixelSizeArb } from "../../../tests/arbitraries/image-variant.arb";
import { aspectRatioOf } from "./aspect-ratio";
import { cropBox, imageVariantPlan } from "./image-variant-plan";

describe("cropBox properties", () => {
  it("lies inside the source, centred to within a pixel", () => {
    fc.assert(
      fc.property(pixelSizeArb, aspectRatioArb, (source, ratio) => {
        const box = cropBox(source, ratio);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.left + box.width).toBeLessThanOrEqual(source.width);
        expect(box.top + box.height).toBeLessThanOrEqual(source.height);
        const rightMargin = source.width - box.left - box.width;
        const bottomMargin = source.height - box.top - box.height;
        expect(rightMargin - box.left).toBeGreaterThanOrEqual(0);
        expect(rightMargin - box.left).toBeLessThanOrEqual(1);
        expect(bottomMargin - box.top).toBeGreaterThanOrEqual(0);
        expect(bottomMargin - box.top).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("keeps one full side of the source and has the asked ratio to within rounding", () => {
    fc.assert(
      fc.property(pixelSizeArb, aspectRatioArb, (source, ratio) => {
        const box = cropBox(source, ratio);
        expect(box.width === source.width || box.height === source.height).toBe(true);
        const shape = ratio === null ? null : aspectRatioOf(ratio);
        if (shape === null) expect(box).toEqual({ left: 0, top: 0, ...source });
        else expect(Math.abs(box.width * shape.height - box.height * shape.width)).toBeLessThanOrEqual(shape.width);
      }),
    );
  });
});

describe("imageVariantPlan properties", () => {
  it("gives the asked width unless the crop is narrower, never more than the crop", () => {
    fc.assert(
      fc.property(pixelSizeArb, imageVariantRequestArb, (source, request) => {
        const plan = imageVariantPlan(source, request);
        expect(plan.crop).toEqual(cropBox(source, request.ratio));
        expect(plan.width).toBe(Math.min(request.width, plan.crop.width));
        expect(plan.height).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it("gives the spec ratio exactly as rounded from the width, and never scales a height up by more than rounding", () => {
    fc.assert(
      fc.property(pixelSizeArb, imageVariantRequestArb, (source, request) => {
        const plan = imageVariantPlan(source, request);
        const shape = request.ratio === null ? null : aspectRatioOf(request.ratio);
        if (shape !== null)
          expect(plan.height).toBe(Math.max(1, Math.round((plan.width * shape.height) / shape.width)));
        expect(plan.height).toBeLessThanOrEqual(plan.crop.height + 1);
      }),
    );
  });
});
