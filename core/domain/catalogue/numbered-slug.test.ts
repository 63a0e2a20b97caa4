import { describe, expect, it } from "vitest";
import { numberedSlugSchema } from "./numbered-slug";

describe("numberedSlugSchema", () => {
  it.each(["pekinskij-universitet-12", "fudan-1", "bakalavriat-grant-501", "-7"])("accepts %s", (slug) => {
    expect(numberedSlugSchema.safeParse(slug).success).toBe(true);
  });

  it.each(["pekinskij-universitet", "fudan12", "fudan-12-", "fudan-12a", "china/fudan-12", "fudan -12", ""])(
    "rejects %j",
    (slug) => {
      expect(numberedSlugSchema.safeParse(slug).success).toBe(false);
    },
  );
});
