import { describe, expect, it } from "vitest";
import { parseUploadFileName } from "./upload-file-name";

describe("parseUploadFileName", () => {
  it("accepts plain upload names", () => {
    expect(parseUploadFileName("a1b2c3d4.png")).toEqual({ ok: true, value: "a1b2c3d4.png" });
    expect(parseUploadFileName("logo_main-2x.webp")).toEqual({ ok: true, value: "logo_main-2x.webp" });
    expect(parseUploadFileName("archive.tar.gz")).toEqual({ ok: true, value: "archive.tar.gz" });
    expect(parseUploadFileName("README")).toEqual({ ok: true, value: "README" });
  });

  it("rejects an empty name", () => {
    expect(parseUploadFileName("")).toEqual({ ok: false, error: { _tag: "EmptyFileName" } });
  });

  it("rejects path separators", () => {
    expect(parseUploadFileName("a/b.png")).toEqual({
      ok: false,
      error: { _tag: "PathSeparator", fileName: "a/b.png" },
    });
    expect(parseUploadFileName("a\\b.png")).toEqual({
      ok: false,
      error: { _tag: "PathSeparator", fileName: "a\\b.png" },
    });
    expect(parseUploadFileName("../etc/passwd")).toEqual({
      ok: false,
      error: { _tag: "PathSeparator", fileName: "../etc/passwd" },
    });
  });

  it("rejects '..' anywhere", () => {
    expect(parseUploadFileName("..")).toEqual({ ok: false, error: { _tag: "ParentReference", fileName: ".." } });
    expect(parseUploadFileName("a..png")).toEqual({
      ok: false,
      error: { _tag: "ParentReference", fileName: "a..png" },
    });
  });

  it("rejects a leading dot", () => {
    expect(parseUploadFileName(".")).toEqual({ ok: false, error: { _tag: "LeadingDot", fileName: "." } });
    expect(parseUploadFileName(".png")).toEqual({ ok: false, error: { _tag: "LeadingDot", fileName: ".png" } });
  });

  it("rejects characters outside [A-Za-z0-9._-], naming the first one", () => {
    expect(parseUploadFileName("фото 1.png")).toEqual({
      ok: false,
      error: { _tag: "UnsupportedCharacter", fileName: "фото 1.png", character: "ф" },
    });
    expect(parseUploadFileName("a?w=1.png")).toEqual({
      ok: false,
      error: { _tag: "UnsupportedCharacter", fileName: "a?w=1.png", character: "?" },
    });
  });
});
