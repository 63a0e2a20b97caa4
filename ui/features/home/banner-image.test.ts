import { describe, expect, it } from "vitest";
import { panelImageStyle } from "./banner-image";

describe("panelImageStyle", () => {
  it("lays the webp rendition of the picture over the panel, on every screen without a mobile picture", () => {
    const url = 'url("/uploads/ban/ner/-gr/ant/s/banner-grants.jpg?w=1533&fm=webp")';
    expect(panelImageStyle({ filename: "banner-grants.jpg" })).toEqual({
      "--panel-image": url,
      "--panel-image-narrow": url,
    });
  });

  it("uses the mobile picture on narrow screens when there is one", () => {
    expect(panelImageStyle({ filename: "wide.png" }, { filename: "tall.png" })).toEqual({
      "--panel-image": 'url("/uploads/wid/e/wide.png?w=1533&fm=webp")',
      "--panel-image-narrow": 'url("/uploads/tal/l/tall.png?w=1533&fm=webp")',
    });
  });

  it("gives no picture at all without an image or for an unsafe file name", () => {
    expect(panelImageStyle(null)).toEqual({});
    expect(panelImageStyle({ filename: '../x") ; background:url(evil' })).toEqual({});
  });
});
