import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { avatarPath } from "./avatar-path";
import { uploadedImageUrl } from "./uploaded-image-url";

const nameLike = fc.string({ unit: fc.constantFrom(..."abcXYZ019._-/\\ ф"), maxLength: 20 });

describe("avatarPath properties", () => {
  it("answers exactly what uploadedImageUrl answers for the same file name", () => {
    fc.assert(
      fc.property(fc.oneof(nameLike, fc.string()), (filename) => {
        expect(avatarPath(filename)).toBe(uploadedImageUrl({ filename }));
      }),
      { numRuns: 500 },
    );
  });
});
