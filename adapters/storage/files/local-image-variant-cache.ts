import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { type ImageVariantKey, imageVariantPath } from "../../../core/domain/image/image-variant-key";
import type { ImageVariantCache, ImageVariantCacheSize } from "../../../core/ports/image-variant-cache.port";

const TMP = ".tmp";

const isMissing = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT";

/** Every file below `dir` (the temporary folder left out), with its size. */
async function measure(dir: string): Promise<ImageVariantCacheSize> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  let files = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (entry.name === TMP) continue;
    const path = join(dir, entry.name);
    const inner = entry.isDirectory() ? await measure(path) : { files: 1, bytes: (await stat(path)).size };
    files += inner.files;
    bytes += inner.bytes;
  }
  return { files, bytes };
}

/**
 * Variants on the local disk under `root` (DATA_DIR/image-variants): `{root}/{sha[0..2]}/{sha}/{width}-{ratio}.webp`.
 * Paths are built only from ImageVariantKey (a checked hex hash, a number, a spec ratio), never from request text.
 * A variant is written to `{root}/.tmp` and renamed into place, so a reader sees all of it or nothing.
 */
export function localImageVariantCache(root: string): ImageVariantCache {
  const base = resolve(root);
  const pathOf = (key: ImageVariantKey) => join(base, ...imageVariantPath(key));
  return {
    async read(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async write(key, bytes) {
      const [folder, hash, name] = imageVariantPath(key);
      const tmpDir = join(base, TMP);
      const tmp = join(tmpDir, `${hash}-${name}.${randomBytes(6).toString("hex")}.part`);
      await mkdir(tmpDir, { recursive: true, mode: 0o750 });
      await writeFile(tmp, bytes, { flag: "wx", mode: 0o640 });
      try {
        await mkdir(join(base, folder, hash), { recursive: true, mode: 0o750 });
        await rename(tmp, pathOf(key));
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },
    size: () => measure(base),
  };
}
