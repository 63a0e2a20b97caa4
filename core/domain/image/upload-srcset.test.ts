import { describe, expect, it } from "vitest";
import { parseUploadFileName } from "./upload-file-name";
import { uploadSrcset } from "./upload-srcset";

describe("uploadSrcset", () => {
  it("lists a webp rendition for each image width", () => {
    const parsed = parseUploadFileName("abcdefg.png");
    if (!parsed.ok) throw new Error(parsed.error._tag);
    expect(uploadSrcset(parsed.value)).toBe(
      [
        "/uploads/abc/def/g/abcdefg.png?w=380&fm=webp 380w",
        "/uploads/abc/def/g/abcdefg.png?w=1533&fm=webp 1533w",
        "/uploads/abc/def/g/abcdefg.png?w=2687&fm=webp 2687w",
        "/uploads/abc/def/g/abcdefg.png?w=3840&fm=webp 3840w",
      ].join(", "),
    );
    expect(uploadSrcset(parsed.value, [640])).toBe("/uploads/abc/def/g/abcdefg.png?w=640&fm=webp 640w");
  });
});
