import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { sharpImageEncoder } from "./sharp-image-encoder";

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });

const bytesOf = async (image: Sharp) => new Uint8Array(await image.toBuffer());

describe("sharpImageEncoder.fitWebp", () => {
  it("scales a wide picture down to 1600 px on its longest side, keeping its proportions, as WebP", async () => {
    const png = await bytesOf(picture(3200, 1000).png());
    const fitted = await sharpImageEncoder.fitWebp(png, "png", 1600);
    expect(fitted).toMatchObject({ width: 1600, height: 500 });
    const meta = await sharp(fitted?.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 500 });
  });

  it("never enlarges a small picture", async () => {
    const jpeg = await bytesOf(picture(300, 120).jpeg());
    expect(await sharpImageEncoder.fitWebp(jpeg, "jpeg", 1600)).toMatchObject({ width: 300, height: 120 });
  });

  it("turns a picture upright by its EXIF orientation and drops every metadata block", async () => {
    const sideways = await bytesOf(
      picture(400, 200)
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExifMerge({ IFD0: { Artist: "Иван", ImageDescription: "GPS here" } }),
    );
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const fitted = await sharpImageEncoder.fitWebp(sideways, "jpeg", 1600);
    expect(fitted).toMatchObject({ width: 200, height: 400 });
    const meta = await sharp(fitted?.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("refuses bytes of another format than expected, and a truncated file", async () => {
    const png = await bytesOf(picture(64, 64).png());
    expect(await sharpImageEncoder.fitWebp(png, "jpeg", 1600)).toBeNull();
    const jpeg = await bytesOf(picture(640, 480).jpeg());
    expect(await sharpImageEncoder.fitWebp(jpeg.slice(0, jpeg.length / 2), "jpeg", 1600)).toBeNull();
  });
});
