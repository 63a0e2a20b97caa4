import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { uploadFileNameArb } from "../../../tests/arbitraries/upload-file-name.arb";
import { uploadPathChunks } from "./upload-path-chunks";
import { uploadUrl, webpUploadUrl } from "./upload-url";

describe("upload URL properties", () => {
  it("ends with the file name as its last path segment", () => {
    fc.assert(
      fc.property(uploadFileNameArb, (fileName) => {
        expect(uploadUrl(fileName).endsWith(`/${fileName}`)).toBe(true);
      }),
    );
  });

  it("is /uploads/, then the chunks as folders, then the name", () => {
    fc.assert(
      fc.property(uploadFileNameArb, (fileName) => {
        const segments = uploadUrl(fileName).split("/");
        expect(segments.slice(0, 2)).toEqual(["", "uploads"]);
        expect(segments.slice(2, -1)).toEqual(uploadPathChunks(fileName));
        expect(segments.at(-1)).toBe(fileName);
        expect(segments.some((segment) => segment === "." || segment === "..")).toBe(false);
      }),
    );
  });

  it("resizes the same path to the requested width as webp", () => {
    fc.assert(
      fc.property(uploadFileNameArb, fc.integer({ min: 1, max: 8000 }), (fileName, width) => {
        const url = new URL(webpUploadUrl(fileName, width), "https://example.test");
        expect(url.pathname).toBe(uploadUrl(fileName));
        expect(url.searchParams.get("w")).toBe(String(width));
        expect(url.searchParams.get("fm")).toBe("webp");
      }),
    );
  });
});
