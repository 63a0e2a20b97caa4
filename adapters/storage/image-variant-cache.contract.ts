import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ImageVariantKey, imageVariantKey } from "../../core/domain/image/image-variant-key";
import type { ImageVariantCache } from "../../core/ports/image-variant-cache.port";

export type ImageVariantCacheUnderTest = Readonly<{ cache: ImageVariantCache; close: () => Promise<void> }>;

const HASH = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const keyOf = (width: number, ratio: ImageVariantKey["ratio"], hash = HASH): ImageVariantKey => {
  const key = imageVariantKey(hash, { width, ratio });
  if (key === null) throw new Error("bad test hash");
  return key;
};

/** The behaviour every ImageVariantCache must have (run against memory and the local disk). */
export function imageVariantCacheContract(name: string, open: () => Promise<ImageVariantCacheUnderTest>) {
  describe(`ImageVariantCache contract: ${name}`, () => {
    let store: ImageVariantCacheUnderTest;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => store.close());

    it("holds nothing at first", async () => {
      expect(await store.cache.read(keyOf(380, null))).toBeNull();
      expect(await store.cache.size()).toEqual({ files: 0, bytes: 0 });
    });

    it("gives back what was written under the same key only", async () => {
      const bytes = new Uint8Array([1, 2, 3, 4]);
      await store.cache.write(keyOf(380, "16:9"), bytes);
      expect(await store.cache.read(keyOf(380, "16:9"))).toEqual(bytes);
      expect(await store.cache.read(keyOf(380, null))).toBeNull();
      expect(await store.cache.read(keyOf(380, "1:1"))).toBeNull();
      expect(await store.cache.read(keyOf(1533, "16:9"))).toBeNull();
      expect(await store.cache.read(keyOf(380, "16:9", "0".repeat(64)))).toBeNull();
    });

    it("replaces a variant written again and counts each variant once", async () => {
      await store.cache.write(keyOf(380, null), new Uint8Array([1, 2, 3]));
      await store.cache.write(keyOf(380, null), new Uint8Array([9, 9]));
      await store.cache.write(keyOf(3840, "4:3"), new Uint8Array([7]));
      expect(await store.cache.read(keyOf(380, null))).toEqual(new Uint8Array([9, 9]));
      expect(await store.cache.size()).toEqual({ files: 2, bytes: 3 });
    });

    it("keeps its own copy of the bytes", async () => {
      const bytes = new Uint8Array([5, 6]);
      await store.cache.write(keyOf(2687, null), bytes);
      bytes[0] = 0;
      expect(await store.cache.read(keyOf(2687, null))).toEqual(new Uint8Array([5, 6]));
    });
  });
}
