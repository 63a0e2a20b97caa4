import { describe, expect, it } from "vitest";
import { parseUploadFileName, type UploadFileName } from "./upload-file-name";
import { fileNameStem, uploadPathChunks } from "./upload-path-chunks";
import { uploadUrl, webpUploadUrl } from "./upload-url";

const name = (raw: string): UploadFileName => {
  const parsed = parseUploadFileName(raw);
  if (!parsed.ok) throw new Error(parsed.error._tag);
  return parsed.value;
};

describe("upload URLs", () => {
  it("chunk the name without its extension into 3-character folders", () => {
    expect(uploadUrl(name("a1b2c3d4e5f6.png"))).toBe("/uploads/a1b/2c3/d4e/5f6/a1b2c3d4e5f6.png");
    expect(uploadUrl(name("abcdefg.jpg"))).toBe("/uploads/abc/def/g/abcdefg.jpg");
    expect(uploadUrl(name("ab.webp"))).toBe("/uploads/ab/ab.webp");
  });

  it("chunk up to the last dot only", () => {
    expect(fileNameStem(name("archive.tar.gz"))).toBe("archive.tar");
    expect(uploadPathChunks(name("archive.tar.gz"))).toEqual(["arc", "hiv", "e.t", "ar"]);
    expect(uploadUrl(name("README"))).toBe("/uploads/REA/DME/README");
  });

  it("add webp resizing to a width", () => {
    expect(webpUploadUrl(name("abcdef.png"), 380)).toBe("/uploads/abc/def/abcdef.png?w=380&fm=webp");
  });
});
