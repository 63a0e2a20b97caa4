import { describe, expect, it } from "vitest";
import { checkCommentImage, COMMENT_IMAGE_MAX_SIDE, MAX_COMMENT_IMAGE_BYTES } from "./comment-image";

const webpOf = (size: number) => {
  const file = new Uint8Array(size);
  file.set([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
  return file;
};

describe("checkCommentImage", () => {
  it("holds the figures of ADR 061: 8 MB, 1600 px", () => {
    expect(MAX_COMMENT_IMAGE_BYTES).toBe(8_388_608);
    expect(COMMENT_IMAGE_MAX_SIDE).toBe(1600);
  });

  it("accepts a picture of exactly 8 MB and refuses one byte more", () => {
    expect(checkCommentImage(webpOf(MAX_COMMENT_IMAGE_BYTES))).toEqual({ _tag: "Accepted", kind: "webp" });
    expect(checkCommentImage(webpOf(MAX_COMMENT_IMAGE_BYTES + 1))).toEqual({
      _tag: "TooLarge",
      maxBytes: MAX_COMMENT_IMAGE_BYTES,
    });
  });

  it("refuses a GIF, text and an empty file", () => {
    expect(checkCommentImage(new TextEncoder().encode("GIF87a...."))).toEqual({
      _tag: "UnsupportedImage",
      kind: "gif",
    });
    expect(checkCommentImage(new TextEncoder().encode("<svg onload=alert(1)>"))).toEqual({ _tag: "NotAnImage" });
    expect(checkCommentImage(new Uint8Array())).toEqual({ _tag: "Empty" });
  });
});
