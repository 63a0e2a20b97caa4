import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aspectRatioArb } from "../../../tests/arbitraries/image-variant.arb";
import { uploadFileNameArb } from "../../../tests/arbitraries/upload-file-name.arb";
import { parseImageVariantQuery } from "./image-variant-request";
import { uploadUrl, webpUploadUrl } from "./upload-url";
import { webpVariantUrl } from "./variant-url";

describe("webpVariantUrl properties", () => {
  it("is webpUploadUrl's address when no ratio is asked", () => {
    fc.assert(
      fc.property(uploadFileNameArb, fc.integer({ min: 1, max: 8000 }), (fileName, width) => {
        expect(webpVariantUrl(uploadUrl(fileName), width)).toBe(webpUploadUrl(fileName, width));
      }),
    );
  });

  it("keeps the path and reads back as the asked width and ratio", () => {
    fc.assert(
      fc.property(
        uploadFileNameArb,
        fc.constantFrom(380, 1533, 2687, 3840),
        aspectRatioArb,
        (fileName, width, ratio) => {
          const url = new URL(webpVariantUrl(uploadUrl(fileName), width, ratio), "https://example.test");
          expect(url.pathname).toBe(uploadUrl(fileName));
          const query = Object.fromEntries(
            [...url.searchParams.keys()].map((name) => [name, url.searchParams.getAll(name)]),
          );
          expect(parseImageVariantQuery(query)).toEqual({ ok: true, value: { width, ratio } });
        },
      ),
    );
  });
});
