import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CITY_PHOTO_SIZE, cityPhotoArt } from "./city-photo-art";
import { rasterPhoto } from "./raster-photo";

describe("rasterPhoto", () => {
  it("renders the drawing as a JPEG of the asked width with the drawing's proportions, the same bytes every time", async () => {
    const drawing = cityPhotoArt("banner-test.jpg", "Вид города");
    const first = await rasterPhoto(drawing, CITY_PHOTO_SIZE.width, 800, "banner-test.jpg");
    const second = await rasterPhoto(drawing, CITY_PHOTO_SIZE.width, 800, "banner-test.jpg");
    const meta = await sharp(first).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: "jpeg",
      width: 800,
      height: 500,
      exif: undefined,
    });
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
  });

  it("varies the grain with the key", async () => {
    const drawing = cityPhotoArt("same", "t");
    const a = await rasterPhoto(drawing, CITY_PHOTO_SIZE.width, 400, "a");
    const b = await rasterPhoto(drawing, CITY_PHOTO_SIZE.width, 400, "b");
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).not.toBe(0);
  });
});
