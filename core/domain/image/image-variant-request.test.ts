import { describe, expect, it } from "vitest";
import { parseImageVariantQuery } from "./image-variant-request";

describe("parseImageVariantQuery", () => {
  it("wants the original when no variant parameter is given", () => {
    expect(parseImageVariantQuery({})).toEqual({ ok: true, value: null });
  });

  it("reads a width with the webp format, the format being optional", () => {
    expect(parseImageVariantQuery({ w: ["1533"], fm: ["webp"] })).toEqual({
      ok: true,
      value: { width: 1533, ratio: null },
    });
    expect(parseImageVariantQuery({ w: ["380"] })).toEqual({ ok: true, value: { width: 380, ratio: null } });
  });

  it("reads each spec ratio", () => {
    for (const ratio of ["16:9", "4:3", "1:1"]) {
      expect(parseImageVariantQuery({ w: ["3840"], ar: [ratio] })).toEqual({ ok: true, value: { width: 3840, ratio } });
    }
  });

  it("refuses widths off the list, written oddly or not numbers", () => {
    for (const width of ["400", "0380", "380.0", "+380", " 380", "", "abc", "99999999"]) {
      expect(parseImageVariantQuery({ w: [width] })).toEqual({
        ok: false,
        error: { _tag: "WidthNotAllowed", value: width },
      });
    }
  });

  it("refuses another format, an unknown ratio, and a format or ratio without a width", () => {
    expect(parseImageVariantQuery({ w: ["380"], fm: ["png"] })).toEqual({
      ok: false,
      error: { _tag: "FormatNotAllowed", value: "png" },
    });
    expect(parseImageVariantQuery({ w: ["380"], ar: ["3:2"] })).toEqual({
      ok: false,
      error: { _tag: "RatioNotAllowed", value: "3:2" },
    });
    expect(parseImageVariantQuery({ fm: ["webp"] })).toEqual({ ok: false, error: { _tag: "WidthRequired" } });
    expect(parseImageVariantQuery({ ar: ["1:1"] })).toEqual({ ok: false, error: { _tag: "WidthRequired" } });
  });
});
