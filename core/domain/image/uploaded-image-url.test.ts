import { describe, expect, it } from "vitest";
import { uploadedImageName, uploadedImageUrl } from "./uploaded-image-url";

describe("uploadedImageUrl", () => {
  it("places a safe file name under /uploads in three-character folders", () => {
    expect(uploadedImageUrl({ filename: "team-anna.jpg" })).toBe("/uploads/tea/m-a/nna/team-anna.jpg");
    expect(uploadedImageName({ filename: "team-anna.jpg" })).toBe("team-anna.jpg");
  });

  it("gives nothing for a missing image or an unsafe name", () => {
    expect(uploadedImageUrl(null)).toBeNull();
    expect(uploadedImageUrl({ filename: "../etc/passwd" })).toBeNull();
    expect(uploadedImageName({ filename: ".hidden.png" })).toBeNull();
  });
});
