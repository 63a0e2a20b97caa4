import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { variantKeyOf } from "../../../tests/arbitraries/image-variant.arb";
import { imageVariantCacheContract } from "../image-variant-cache.contract";
import { localImageVariantCache } from "./local-image-variant-cache";

imageVariantCacheContract("local disk", async () => {
  const root = await mkdtemp(join(tmpdir(), "shuyuan-variants-"));
  return { cache: localImageVariantCache(root), close: () => rm(root, { recursive: true, force: true }) };
});

describe("localImageVariantCache", () => {
  it("lays a variant out as {sha[0..2]}/{sha}/{width}-{ratio}.webp and leaves no temporary file", async () => {
    const root = await mkdtemp(join(tmpdir(), "shuyuan-variants-"));
    try {
      const hash = "ab".repeat(32);
      await localImageVariantCache(root).write(variantKeyOf(hash, { width: 1533, ratio: "16:9" }), new Uint8Array([1]));
      expect(await readdir(join(root, "ab", hash))).toEqual(["1533-16x9.webp"]);
      expect(await readdir(join(root, ".tmp"))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
