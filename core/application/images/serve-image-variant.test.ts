import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { fakePicture, memoryImageResizer } from "../../../adapters/storage/memory/image-resizer.memory";
import { memoryImageVariantCache } from "../../../adapters/storage/memory/image-variant-cache.memory";
import { variantKeyOf } from "../../../tests/arbitraries/image-variant.arb";
import { imageVariants } from "./serve-image-variant";

const key = variantKeyOf("c".repeat(64), { width: 380, ratio: "16:9" });
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const setUp = () => {
  const resizer = memoryImageResizer();
  const cache = memoryImageVariantCache();
  return { resizer, cache, serve: imageVariants({ resizer, cache }) };
};

describe("imageVariants", () => {
  it("makes a variant once, stores it, then serves it from the cache", async () => {
    const { resizer, cache, serve } = setUp();
    const original = async () => fakePicture(4000, 3000);
    const first = await Effect.runPromise(serve(key, original));
    const second = await Effect.runPromise(serve(key, original));
    expect(first.fromCache).toBe(false);
    expect(text(first.bytes)).toBe("WEBP 380x214");
    expect(second).toEqual({ bytes: first.bytes, fromCache: true });
    expect(resizer.made()).toBe(1);
    expect(await cache.size()).toEqual({ files: 1, bytes: first.bytes.length });
  });

  it("makes a variant asked for many times at once only once", async () => {
    const { resizer, serve } = setUp();
    let reads = 0;
    const original = async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return fakePicture(2000, 2000);
    };
    const all = await Promise.all(Array.from({ length: 8 }, () => Effect.runPromise(serve(key, original))));
    expect(new Set(all.map((served) => text(served.bytes)))).toEqual(new Set(["WEBP 380x214"]));
    expect(resizer.made()).toBe(1);
    expect(reads).toBe(1);
  });

  it("fails without storing anything when the original is missing or is no picture", async () => {
    const { cache, serve } = setUp();
    const missing = await Effect.runPromise(Effect.result(serve(key, async () => null)));
    const garbage = await Effect.runPromise(Effect.result(serve(key, async () => new Uint8Array([1, 2, 3]))));
    expect(missing).toEqual(Result.fail({ _tag: "OriginalMissing" }));
    expect(garbage).toEqual(Result.fail({ _tag: "Undecodable" }));
    expect(await cache.size()).toEqual({ files: 0, bytes: 0 });
  });
});
