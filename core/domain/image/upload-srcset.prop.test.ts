import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { uploadFileNameArb } from "../../../tests/arbitraries/upload-file-name.arb";
import { aspectRatioArb } from "../../../tests/arbitraries/image-variant.arb";
import { parseImageVariantQuery } from "./image-variant-request";
import { IMAGE_WIDTHS } from "./image-widths";
import { uploadSrcset, variantSrcset } from "./upload-srcset";
import { uploadUrl, webpUploadUrl } from "./upload-url";

const widthsArb = fc.uniqueArray(fc.integer({ min: 1, max: 8000 }), { minLength: 1, maxLength: 6 });

describe("uploadSrcset properties", () => {
  it("has one candidate per width, in order, whose descriptor matches its w parameter", () => {
    fc.assert(
      fc.property(uploadFileNameArb, widthsArb, (fileName, widths) => {
        const candidates = uploadSrcset(fileName, widths).split(", ");
        expect(candidates).toHaveLength(widths.length);
        candidates.forEach((candidate, index) => {
          const width = widths[index] ?? 0;
          expect(candidate).toBe(`${webpUploadUrl(fileName, width)} ${width}w`);
          const [url, descriptor] = candidate.split(" ");
          expect(new URL(url ?? "", "https://example.test").searchParams.get("w")).toBe(descriptor?.replace("w", ""));
        });
      }),
    );
  });
});

describe("variant srcset with a ratio", () => {
  it("asks every candidate for the same ratio, and reads back as that variant", () => {
    fc.assert(
      fc.property(uploadFileNameArb, aspectRatioArb, (fileName, ratio) => {
        const candidates = uploadSrcset(fileName, IMAGE_WIDTHS, ratio).split(", ");
        candidates.forEach((candidate, index) => {
          const params = new URL(candidate.split(" ")[0] ?? "", "https://example.test").searchParams;
          const query = Object.fromEntries([...params.keys()].map((name) => [name, params.getAll(name)]));
          expect(parseImageVariantQuery(query)).toEqual({ ok: true, value: { width: IMAGE_WIDTHS[index], ratio } });
        });
      }),
    );
  });

  it("builds the same candidates on an absolute address as on the path", () => {
    fc.assert(
      fc.property(uploadFileNameArb, aspectRatioArb, (fileName, ratio) => {
        const origin = "https://shuyuan.example";
        expect(variantSrcset(`${origin}${uploadUrl(fileName)}`, IMAGE_WIDTHS, ratio)).toBe(
          uploadSrcset(fileName, IMAGE_WIDTHS, ratio).replaceAll("/uploads/", `${origin}/uploads/`),
        );
      }),
    );
  });
});
