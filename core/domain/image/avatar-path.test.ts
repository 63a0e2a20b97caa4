import { describe, expect, it } from "vitest";
import { avatarPath } from "./avatar-path";

describe("avatarPath", () => {
  it("places a stored name under its 3-character folders", () => {
    expect(avatarPath("a1b2c3d4e5f6a1b2c3d4e5f6.webp")).toBe(
      "/uploads/a1b/2c3/d4e/5f6/a1b/2c3/d4e/5f6/a1b2c3d4e5f6a1b2c3d4e5f6.webp",
    );
    expect(avatarPath("ivan.png")).toBe("/uploads/iva/n/ivan.png");
  });

  it("refuses names that are not safe in a URL", () => {
    for (const name of ["", "../x.webp", "a/b.webp", "a\\b.webp", ".hidden", "a..b", "фото.webp", "a b.png"]) {
      expect(avatarPath(name)).toBeNull();
    }
  });
});
