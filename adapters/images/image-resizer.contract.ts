import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { imageVariantPlan } from "../../core/domain/image/image-variant-plan";
import type { ImageResizer } from "../../core/ports/image-resizer.port";
import type { ImageVariantRequest } from "../../core/domain/image/image-variant-request";

export type ImageResizerUnderTest = Readonly<{
  resizer: ImageResizer;
  /** A picture of this size in the format the resizer reads. */
  picture: (width: number, height: number) => Promise<Uint8Array>;
}>;

const sizeArb = fc.record({ width: fc.integer({ min: 1, max: 1200 }), height: fc.integer({ min: 1, max: 1200 }) });

/** The behaviour every ImageResizer must have (run against the fake and sharp). */
/** `requests`: the variants to try (tests/arbitraries/image-variant.arb.ts), given by the test that runs the suite. */
export function imageResizerContract(
  name: string,
  subject: ImageResizerUnderTest,
  requests: fc.Arbitrary<ImageVariantRequest>,
) {
  describe(`ImageResizer contract: ${name}`, () => {
    it("answers the size imageVariantPlan gives for the picture and the request", async () => {
      await fc.assert(
        fc.asyncProperty(sizeArb, requests, async (size, request) => {
          const made = await subject.resizer.variant(await subject.picture(size.width, size.height), request);
          const plan = imageVariantPlan(size, request);
          expect(made).not.toBeNull();
          expect({ width: made?.width, height: made?.height }).toEqual({ width: plan.width, height: plan.height });
          expect(made?.bytes.length).toBeGreaterThan(0);
        }),
        { numRuns: 15 },
      );
    });

    it("scales a large picture down to exactly the asked width", async () => {
      const made = await subject.resizer.variant(await subject.picture(4000, 3000), { width: 1533, ratio: "16:9" });
      expect(made).toMatchObject({ width: 1533, height: 862 });
    });

    it("gives null for bytes that are not a picture", async () => {
      expect(
        await subject.resizer.variant(new TextEncoder().encode("%PDF-1.4 nothing"), { width: 380, ratio: null }),
      ).toBeNull();
      expect(await subject.resizer.variant(new Uint8Array(), { width: 380, ratio: null })).toBeNull();
    });
  });
}
