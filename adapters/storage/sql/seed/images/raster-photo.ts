import sharp from "sharp";
import { hashSeed } from "../catalogue/seeded-random";

/** How far a pixel's grain strays either way (of 255). */
const GRAIN_SPREAD = 5;
const JPEG_QUALITY = 84;
/**
 * The drawing is rasterised at half the photo's width and scaled up: rendering vectors is the costly step (a quarter
 * of the pixels costs about a quarter of the time), and the scaling softens the edges as a lens would.
 */
const DRAWN_SCALE = 2;

/**
 * Adds luminance grain to raw pixels in place: the same offset on each channel of a pixel, from a xorshift32 stream
 * seeded by `key` (a plain loop: a per-pixel call into a general generator would cost several times more on 6 MP).
 */
const addGrain = (pixels: Buffer, channels: number, key: string): void => {
  let state = hashSeed(`grain:${key}`) >>> 0 || 1;
  for (let at = 0; at < pixels.length; at += channels) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const offset = ((state >>> 0) % (2 * GRAIN_SPREAD + 1)) - GRAIN_SPREAD;
    for (let channel = 0; channel < channels; channel++) {
      const value = (pixels[at + channel] ?? 0) + offset;
      pixels[at + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
};

/**
 * A drawing rendered as a photograph-like JPEG `width` px wide: rasterised at half that size and scaled up (softened,
 * as no photo has razor edges), given film grain and written as a baseline JPEG without metadata. Deterministic: the same
 * drawing, width and key give the same bytes with the same libvips.
 */
export async function rasterPhoto(svg: string, svgWidth: number, width: number, key: string): Promise<Uint8Array> {
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * width) / DRAWN_SCALE / svgWidth })
    .resize({ width, kernel: "cubic" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addGrain(data, info.channels, key);
  const jpeg = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
  return new Uint8Array(jpeg);
}
