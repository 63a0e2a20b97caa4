import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path on the site with its query and hash", () => {
    expect(safeReturnPath("/")).toBe("/");
    expect(safeReturnPath("/u/settings/applications/?institution=12&base=40")).toBe(
      "/u/settings/applications/?institution=12&base=40",
    );
    expect(safeReturnPath("/universities/china/#programs")).toBe("/universities/china/#programs");
  });

  it("refuses anything that could lead to another site", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example/",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/ /evil",
      "/\t/evil.example",
      "/\n",
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it("treats missing, empty and overlong values as none", () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath("")).toBeNull();
    expect(safeReturnPath(`/${"a".repeat(2048)}`)).toBeNull();
  });
});
