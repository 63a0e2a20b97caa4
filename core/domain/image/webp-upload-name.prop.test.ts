import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { webpUploadName } from "./webp-upload-name";

describe("webpUploadName properties", () => {
  it("is empty or a name without folders or control characters ending in .webp, at most 255 characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (raw) => {
        const name = webpUploadName(raw);
        if (name === "") return;
        expect(name.endsWith(".webp")).toBe(true);
        expect(name).not.toMatch(/[\\/\p{Cc}]/u);
        expect([...name].length).toBeLessThanOrEqual(255);
      }),
    );
  });

  it("keeps the stem of a plain file name", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zA-Zа-яА-Я0-9_-]{1,40}$/),
        fc.constantFrom("jpg", "png", "webp"),
        (stem, ext) => {
          expect(webpUploadName(`C:\\фото\\${stem}.${ext}`)).toBe(`${stem}.webp`);
        },
      ),
    );
  });
});
