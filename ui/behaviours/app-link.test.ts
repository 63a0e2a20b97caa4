import { describe, expect, it } from "vitest";
import { type AnchorFacts, appLinkTarget } from "./app-link";

const HERE = { origin: "https://shuyuan.ru", pathname: "/", search: "" };
const link = (over: Partial<AnchorFacts> = {}): AnchorFacts => ({
  origin: "https://shuyuan.ru",
  pathname: "/universities/china/",
  search: "",
  hash: "",
  target: "",
  download: false,
  appLink: true,
  ...over,
});
const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe("appLinkTarget", () => {
  it("navigates in the app on a plain click on a site link, with its query and hash", () => {
    expect(appLinkTarget(link(), plain, HERE)).toBe("/universities/china/");
    expect(appLinkTarget(link({ search: "?page=2", hash: "#listing-page-2" }), plain, HERE)).toBe(
      "/universities/china/?page=2#listing-page-2",
    );
  });

  it("leaves new tabs, other buttons, downloads, other sites and unmarked links to the browser", () => {
    expect(appLinkTarget(link(), { ...plain, ctrlKey: true }, HERE)).toBeNull();
    expect(appLinkTarget(link(), { ...plain, metaKey: true }, HERE)).toBeNull();
    expect(appLinkTarget(link(), { ...plain, button: 1 }, HERE)).toBeNull();
    expect(appLinkTarget(link({ target: "_blank" }), plain, HERE)).toBeNull();
    expect(appLinkTarget(link({ download: true }), plain, HERE)).toBeNull();
    expect(appLinkTarget(link({ origin: "https://example.com" }), plain, HERE)).toBeNull();
    expect(appLinkTarget(link({ appLink: false }), plain, HERE)).toBeNull();
    expect(appLinkTarget(link(), { ...plain, defaultPrevented: true }, HERE)).toBeNull();
  });

  it("leaves a jump within the same page to the hash scroll, but takes the same page without a hash", () => {
    expect(appLinkTarget(link({ pathname: "/", hash: "#map" }), plain, HERE)).toBeNull();
    expect(appLinkTarget(link({ pathname: "/" }), plain, HERE)).toBe("/");
    expect(appLinkTarget(link({ target: "_self" }), plain, HERE)).toBe("/universities/china/");
  });
});
