import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { imageVariantRequestArb } from "../../../tests/arbitraries/image-variant.arb";
import { uploadFileNameArb } from "../../../tests/arbitraries/upload-file-name.arb";
import { IMAGE_WIDTHS } from "./image-widths";
import { parseImageVariantQuery, type QueryValues } from "./image-variant-request";
import { uploadUrl } from "./upload-url";
import { webpVariantUrl } from "./variant-url";

/** The query of an address as a server framework hands it over: every value of every name. */
const queryOf = (address: string): QueryValues => {
  const params = new URL(address, "https://example.test").searchParams;
  return Object.fromEntries([...new Set(params.keys())].map((name) => [name, params.getAll(name)]));
};

const notAWidth = fc
  .oneof(fc.integer({ min: 0, max: 10_000 }).map(String), fc.string({ maxLength: 8 }))
  .filter((text) => !IMAGE_WIDTHS.map(String).includes(text));

describe("parseImageVariantQuery properties", () => {
  it("reads back every variant address the UI writes", () => {
    fc.assert(
      fc.property(uploadFileNameArb, imageVariantRequestArb, (fileName, request) => {
        const parsed = parseImageVariantQuery(
          queryOf(webpVariantUrl(uploadUrl(fileName), request.width, request.ratio)),
        );
        expect(parsed).toEqual({ ok: true, value: request });
      }),
    );
  });

  it("refuses any width outside the spec list, whatever else the query says", () => {
    fc.assert(
      fc.property(notAWidth, fc.option(fc.constant("16:9")), (width, ratio) => {
        const parsed = parseImageVariantQuery({ w: [width], fm: ["webp"], ...(ratio ? { ar: [ratio] } : {}) });
        expect(parsed).toEqual({ ok: false, error: { _tag: "WidthNotAllowed", value: width } });
      }),
    );
  });

  it("refuses a repeated variant parameter before anything else", () => {
    fc.assert(
      fc.property(fc.constantFrom("w", "fm", "ar"), imageVariantRequestArb, (name, request) => {
        const query = { w: [String(request.width)], fm: ["webp"], [name]: ["1", "2"] };
        expect(parseImageVariantQuery(query)).toEqual({ ok: false, error: { _tag: "RepeatedParameter", name } });
      }),
    );
  });

  it("ignores parameters that are not the variant's", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{3,8}$/), fc.string(), (name, value) => {
        expect(parseImageVariantQuery({ [name]: [value] })).toEqual({ ok: true, value: null });
      }),
    );
  });
});
