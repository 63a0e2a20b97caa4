import { describe, expect, it } from "vitest";
import { detectImageKind } from "./image-kind";

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

describe("detectImageKind", () => {
  it("recognises PNG, JPEG, WebP and GIF by their signatures", () => {
    expect(detectImageKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(detectImageKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(detectImageKind(bytes(...ascii("RIFF"), 1, 2, 3, 4, ...ascii("WEBPVP8 ")))).toBe("webp");
    expect(detectImageKind(bytes(...ascii("GIF89a"), 1))).toBe("gif");
    expect(detectImageKind(bytes(...ascii("GIF87a")))).toBe("gif");
  });

  it("answers null for text, other RIFF files, truncated signatures and an empty file", () => {
    expect(detectImageKind(bytes(...ascii("just some text, named photo.jpg")))).toBeNull();
    expect(detectImageKind(bytes(...ascii("RIFF"), 1, 2, 3, 4, ...ascii("WAVE")))).toBeNull();
    expect(detectImageKind(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectImageKind(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageKind(bytes())).toBeNull();
  });
});
