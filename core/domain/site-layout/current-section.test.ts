import { describe, expect, it } from "vitest";
import { currentSectionIndex } from "./current-section";

const NAV = ["/catalog/", "/universities/", "/blog/", "/hsk/", "/czeny-na-uslugi/"];

describe("currentSectionIndex", () => {
  it("finds the section of a page and of pages below it", () => {
    expect(currentSectionIndex("/catalog/", NAV)).toBe(0);
    expect(currentSectionIndex("/universities/china/beijing/", NAV)).toBe(1);
    expect(currentSectionIndex("/blog/novosti/priyom-zayavok-na-2027-god/", NAV)).toBe(2);
    expect(currentSectionIndex("/hsk/info-o-hsk/", NAV)).toBe(3);
    expect(currentSectionIndex("/czeny-na-uslugi/china/", NAV)).toBe(4);
  });

  it("gives no section for home, unrelated pages and look-alike prefixes", () => {
    expect(currentSectionIndex("/", NAV)).toBeNull();
    expect(currentSectionIndex("/o-kompanii/", NAV)).toBeNull();
    expect(currentSectionIndex("/blogger/", NAV)).toBeNull();
    expect(currentSectionIndex("/hsk", NAV)).toBeNull();
  });

  it("prefers the deepest entry and never lets home claim a page", () => {
    expect(currentSectionIndex("/hsk/info-o-hsk/", ["/", "/hsk/", "/hsk/info-o-hsk/"])).toBe(2);
    expect(currentSectionIndex("/faq/", ["/"])).toBeNull();
  });
});
