import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeFileNameArb, unsupportedCharArb } from "../../../tests/arbitraries/upload-file-name.arb";
import { panelImageStyle } from "./banner-image";

const CSS_URL = /^url\("\/uploads\/[A-Za-z0-9._/-]+\?w=\d+&fm=webp"\)$/;

describe("panelImageStyle properties", () => {
  it("a safe file name always becomes a quoted /uploads/ url that cannot break out of the declaration", () => {
    fc.assert(
      fc.property(safeFileNameArb, fc.option(safeFileNameArb, { nil: null }), (name, narrow) => {
        const style = panelImageStyle({ filename: name }, narrow === null ? null : { filename: narrow });
        expect(style["--panel-image"]).toMatch(CSS_URL);
        expect(style["--panel-image-narrow"]).toMatch(CSS_URL);
        expect(style["--panel-image"]).toContain(name);
      }),
    );
  });

  it("a name with a character unsafe in a URL gives no picture", () => {
    fc.assert(
      fc.property(safeFileNameArb, unsupportedCharArb, (name, bad) => {
        expect(panelImageStyle({ filename: `${bad}${name}` })).toEqual({});
      }),
    );
  });
});
