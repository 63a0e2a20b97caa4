import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { imageVariantRequestArb, sha256Arb, variantKeyOf } from "../../../tests/arbitraries/image-variant.arb";
import { imageVariantEtag, imageVariantKey, imageVariantPath } from "./image-variant-key";
import { parseUploadFileName } from "./upload-file-name";

describe("image variant key properties", () => {
  it("gives distinct paths and ETags to distinct keys", () => {
    fc.assert(
      fc.property(sha256Arb, imageVariantRequestArb, sha256Arb, imageVariantRequestArb, (hashA, a, hashB, b) => {
        const keyA = variantKeyOf(hashA, a);
        const keyB = variantKeyOf(hashB, b);
        const same = hashA === hashB && a.width === b.width && a.ratio === b.ratio;
        expect(imageVariantPath(keyA).join("/") === imageVariantPath(keyB).join("/")).toBe(same);
        expect(imageVariantEtag(keyA) === imageVariantEtag(keyB)).toBe(same);
      }),
    );
  });

  it("builds paths only of safe names under the hash's folders", () => {
    fc.assert(
      fc.property(sha256Arb, imageVariantRequestArb, (hash, request) => {
        const path = imageVariantPath(variantKeyOf(hash, request));
        expect(path.every((part) => parseUploadFileName(part).ok)).toBe(true);
        expect(path.slice(0, 2)).toEqual([hash.slice(0, 2), hash]);
      }),
    );
  });

  it("has no key for a text that is not a lower-case sha256", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^[0-9a-f]{64}$/.test(text)),
        imageVariantRequestArb,
        (text, request) => {
          expect(imageVariantKey(text, request)).toBeNull();
        },
      ),
    );
  });
});
