import { describe, expect, it } from "vitest";
import { pathSegments } from "./path-segments";

describe("pathSegments", () => {
  it("reads the root as no segments", () => {
    expect(pathSegments("/")).toEqual({ _tag: "Segments", segments: [], trailingSlash: true });
  });

  it("cuts a path at its slashes and notes the trailing one", () => {
    expect(pathSegments("/blog/news/")).toEqual({ _tag: "Segments", segments: ["blog", "news"], trailingSlash: true });
    expect(pathSegments("/blog/news")).toEqual({ _tag: "Segments", segments: ["blog", "news"], trailingSlash: false });
  });

  it("rejects empty paths, relative paths and empty segments", () => {
    for (const path of ["", "blog/", "//", "///", "//blog/", "/blog//", "/blog//news/"]) {
      expect(pathSegments(path)).toEqual({ _tag: "Malformed" });
    }
  });
});
