/**
 * Benchmark of the image pipeline (docs/adr/064-image-pipeline.md): renders a 4000 x 2500 photograph-like JPEG (the
 * seed's own city view), then asks the variant service of /uploads/ (core/application/images: the sharp resizer and
 * the on-disk cache of the server, in a temporary folder; no HTTP and no database in between) for every spec width,
 * uncropped and at each spec ratio. Prints, per width and ratio, the time of the first request (resize + webp encode +
 * cache write) and the median of the cached ones (a read from the disk), the variant's size, then the cache's size.
 * Not part of CI.
 *
 *   npm run bench:images
 *   BENCH_CACHED_CALLS=50 npm run bench:images
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect } from "effect";
import sharp from "sharp";
import { sharpImageResizer } from "../adapters/images/sharp-image-resizer";
import { localImageVariantCache } from "../adapters/storage/files/local-image-variant-cache";
import { CITY_PHOTO_SIZE, cityPhotoArt } from "../adapters/storage/sql/seed/images/city-photo-art";
import { rasterPhoto } from "../adapters/storage/sql/seed/images/raster-photo";
import { imageVariants } from "../core/application/images/serve-image-variant";
import { type AspectRatio, IMAGE_SETTINGS } from "../core/domain/constants/image-settings";
import { imageVariantKey } from "../core/domain/image/image-variant-key";
import { IMAGE_WIDTHS } from "../core/domain/image/image-widths";

const SOURCE_WIDTH = 4000;
const CACHED_CALLS = Number(process.env.BENCH_CACHED_CALLS ?? 20);
const RATIOS: readonly (AspectRatio | null)[] = [null, ...IMAGE_SETTINGS.aspectRatios.map((ratio) => ratio.label)];

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const timed = async <A>(run: () => Promise<A>): Promise<[A, number]> => {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
};

const root = mkdtempSync(join(tmpdir(), "shuyuan-bench-images-"));
try {
  const [photo, renderMs] = await timed(() =>
    rasterPhoto(cityPhotoArt("bench-city.jpg", "bench"), CITY_PHOTO_SIZE.width, SOURCE_WIDTH, "bench-city.jpg"),
  );
  const meta = await sharp(photo).metadata();
  const sha256 = createHash("sha256").update(photo).digest("hex");
  console.log(
    `source: ${meta.width} x ${meta.height} JPEG, ${(photo.length / 1e6).toFixed(2)} MB (rendered in ${renderMs.toFixed(0)} ms)`,
  );
  console.log(
    `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${sharp.concurrency()} libvips thread(s)`,
  );
  const cache = localImageVariantCache(join(root, "image-variants"));
  const serve = imageVariants({ resizer: sharpImageResizer, cache });
  console.log("\nwidth  ratio  variant      first (uncached)  cached (median of " + CACHED_CALLS + ")  size");
  for (const ratio of RATIOS) {
    for (const width of IMAGE_WIDTHS) {
      const key = imageVariantKey(sha256, { width, ratio });
      if (key === null) throw new Error("bad hash");
      const [first, firstMs] = await timed(() => Effect.runPromise(serve(key, async () => photo)));
      if (first.fromCache) throw new Error("the first request was served from the cache");
      const cachedMs: number[] = [];
      for (let call = 0; call < CACHED_CALLS; call++) {
        const [again, ms] = await timed(() => Effect.runPromise(serve(key, async () => photo)));
        if (!again.fromCache) throw new Error("a repeated request was not served from the cache");
        cachedMs.push(ms);
      }
      const out = await sharp(first.bytes).metadata();
      console.log(
        [
          String(width).padStart(5),
          (ratio ?? "none").padStart(6),
          `${out.width} x ${out.height}`.padStart(11),
          `${firstMs.toFixed(0)} ms`.padStart(17),
          `${median(cachedMs).toFixed(2)} ms`.padStart(23),
          `${(first.bytes.length / 1024).toFixed(0)} KB`.padStart(8),
        ].join("  "),
      );
    }
  }
  const size = await cache.size();
  console.log(`\ncache: ${size.files} variants, ${(size.bytes / 1e6).toFixed(2)} MB on disk`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
