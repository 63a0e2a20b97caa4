import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectImageKind } from "./image-kind";

const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
} as const;

const tail = fc.uint8Array({ maxLength: 64 });

describe("detectImageKind properties", () => {
  it("depends only on the leading bytes: any tail after a signature keeps the kind", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("png", "jpeg", "gif") as fc.Arbitrary<keyof typeof SIGNATURES>,
        tail,
        (kind, rest) => {
          expect(detectImageKind(Uint8Array.from([...SIGNATURES[kind], ...rest]))).toBe(kind);
        },
      ),
    );
  });

  it("a WebP is RIFF with WEBP at offset 8, whatever the size field says", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), tail, (size, rest) => {
        const file = Uint8Array.from([0x52, 0x49, 0x46, 0x46, ...size, 0x57, 0x45, 0x42, 0x50, ...rest]);
        expect(detectImageKind(file)).toBe("webp");
      }),
    );
  });

  it("printable text is never taken for an image", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary-ascii" }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
        (text) => {
          const file = new TextEncoder().encode(text);
          const kind = detectImageKind(file);
          expect(kind === null || kind === "gif" || kind === "webp").toBe(true);
          if (kind === "gif") expect(text.startsWith("GIF8")).toBe(true);
          if (kind === "webp") expect(text.startsWith("RIFF")).toBe(true);
        },
      ),
    );
  });
});
