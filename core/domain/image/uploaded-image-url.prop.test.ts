import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseUploadFileName } from "./upload-file-name";
import { uploadUrl } from "./upload-url";
import { uploadedImageUrl } from "./uploaded-image-url";

const nameArb = fc.string({
  unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789_-./\\ "),
  minLength: 1,
  maxLength: 24,
});

describe("uploadedImageUrl properties", () => {
  it("is the upload path exactly when the file name is safe, and null otherwise", () => {
    fc.assert(
      fc.property(nameArb, (filename) => {
        const parsed = parseUploadFileName(filename);
        expect(uploadedImageUrl({ filename })).toBe(parsed.ok ? uploadUrl(parsed.value) : null);
      }),
    );
  });

  it("always ends with the file name itself and stays under /uploads/", () => {
    fc.assert(
      fc.property(nameArb, (filename) => {
        const url = uploadedImageUrl({ filename });
        if (url !== null) {
          expect(url.startsWith("/uploads/")).toBe(true);
          expect(url.endsWith(`/${filename}`)).toBe(true);
        }
      }),
    );
  });
});
