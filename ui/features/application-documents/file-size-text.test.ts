import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fileSizeText } from "./file-size-text";

describe("fileSizeText", () => {
  it("reads kilobytes and megabytes the Russian way", () => {
    expect(fileSizeText(10)).toBe("1 КБ");
    expect(fileSizeText(850 * 1024)).toBe("850 КБ");
    expect(fileSizeText(2.4 * 1024 * 1024)).toBe("2,4 МБ");
    expect(fileSizeText(10 * 1024 * 1024)).toBe("10,0 МБ");
  });

  it("always names a unit and never a dot", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 * 1024 * 1024 }), (bytes) => {
        expect(fileSizeText(bytes)).toMatch(/^\d+(,\d)? (КБ|МБ)$/);
      }),
    );
  });
});
