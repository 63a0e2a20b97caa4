import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkAvatarUpload } from "./avatar-upload-check";
import { detectImageKind } from "./image-kind";

describe("checkAvatarUpload properties", () => {
  it("accepts exactly the non-empty files whose leading bytes are JPEG, PNG or WebP, with that kind", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (file) => {
        const check = checkAvatarUpload(file);
        const kind = detectImageKind(file);
        const accepted = kind === "jpeg" || kind === "png" || kind === "webp";
        expect(check._tag === "Accepted").toBe(accepted);
        if (check._tag === "Accepted") expect(check.kind).toBe(kind);
      }),
    );
  });

  it("refuses any file over the limit before looking at its content", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4096 }), fc.uint8Array({ minLength: 12, maxLength: 12 }), (over, start) => {
        const file = new Uint8Array(5 * 1024 * 1024 + over);
        file.set(start);
        expect(checkAvatarUpload(file)._tag).toBe("TooLarge");
      }),
      { numRuns: 20 },
    );
  });
});
