import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectImageKind } from "./image-kind";
import { checkImageUpload } from "./image-upload-check";

describe("checkImageUpload properties", () => {
  it("accepts exactly the non-empty files within the limit whose leading bytes are JPEG, PNG or WebP", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.integer({ min: 1, max: 80 }), (file, maxBytes) => {
        const check = checkImageUpload(file, maxBytes);
        const kind = detectImageKind(file);
        const accepted = file.length <= maxBytes && (kind === "jpeg" || kind === "png" || kind === "webp");
        expect(check._tag === "Accepted").toBe(accepted);
        if (check._tag === "Accepted") expect(check.kind).toBe(kind);
      }),
    );
  });

  it("refuses a file over the limit as too large whatever it holds, naming the limit", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (file) => {
        const maxBytes = file.length - 1;
        expect(checkImageUpload(file, maxBytes)).toEqual({ _tag: "TooLarge", maxBytes });
      }),
    );
  });

  it("is the same check for every limit the file fits in", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.nat(1000), (file, extra) => {
        expect(checkImageUpload(file, file.length + extra)).toEqual(checkImageUpload(file, file.length));
      }),
    );
  });
});
