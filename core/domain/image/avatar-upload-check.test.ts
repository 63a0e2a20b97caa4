import { describe, expect, it } from "vitest";
import { checkAvatarUpload, MAX_AVATAR_BYTES } from "./avatar-upload-check";

const JPEG_START = [0xff, 0xd8, 0xff, 0xe0];
const withStart = (start: number[], size: number) => {
  const file = new Uint8Array(size);
  file.set(start);
  return file;
};

describe("checkAvatarUpload", () => {
  it("accepts JPEG, PNG and WebP up to exactly 5 MB", () => {
    expect(checkAvatarUpload(withStart(JPEG_START, MAX_AVATAR_BYTES))).toEqual({ _tag: "Accepted", kind: "jpeg" });
    expect(checkAvatarUpload(withStart([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 100))).toEqual({
      _tag: "Accepted",
      kind: "png",
    });
    expect(checkAvatarUpload(withStart([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], 20))).toEqual({
      _tag: "Accepted",
      kind: "webp",
    });
  });

  it("refuses an empty file, one byte over 5 MB, a GIF and text named like a photo", () => {
    expect(checkAvatarUpload(new Uint8Array())).toEqual({ _tag: "Empty" });
    expect(checkAvatarUpload(withStart(JPEG_START, MAX_AVATAR_BYTES + 1))).toEqual({
      _tag: "TooLarge",
      maxBytes: MAX_AVATAR_BYTES,
    });
    expect(checkAvatarUpload(new TextEncoder().encode("GIF89a..."))).toEqual({ _tag: "UnsupportedImage", kind: "gif" });
    expect(checkAvatarUpload(new TextEncoder().encode("not a picture"))).toEqual({ _tag: "NotAnImage" });
  });
});
