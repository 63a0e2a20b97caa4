import { imageVariantRequestArb } from "../../tests/arbitraries/image-variant.arb";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageResizerContract } from "./image-resizer.contract";
import { sharpImageResizer } from "./sharp-image-resizer";

/** A JPEG of this size: a left-to-right gradient, so crops differ from the whole. */
const jpeg = async (width: number, height: number, orientation?: number): Promise<Uint8Array> => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) pixels[(y * width + x) * 3] = Math.round((255 * x) / Math.max(1, width - 1));
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const withExif = orientation === undefined ? image : image.withMetadata({ orientation });
  return new Uint8Array(await withExif.jpeg().toBuffer());
};

imageResizerContract(
  "sharp",
  { resizer: sharpImageResizer, picture: (width, height) => jpeg(width, height) },
  imageVariantRequestArb,
);

describe("sharpImageResizer", () => {
  it("writes webp whose real size is the one it answers, with no metadata", async () => {
    const made = await sharpImageResizer.variant(await jpeg(1600, 1200), { width: 380, ratio: "1:1" });
    if (made === null) throw new Error("sharp refused a JPEG");
    const meta = await sharp(made.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "webp",
      width: 380,
      height: 380,
    });
    expect(meta.exif).toBeUndefined();
  });

  it("sizes a picture whose EXIF turns it upright by its upright sides", async () => {
    const made = await sharpImageResizer.variant(await jpeg(800, 400, 6), { width: 380, ratio: null });
    expect(made).toMatchObject({ width: 380, height: 760 });
  });
});
