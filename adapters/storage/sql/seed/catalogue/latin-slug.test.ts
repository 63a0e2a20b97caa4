import { describe, expect, it } from "vitest";
import { latinSlug } from "./latin-slug";

describe("latinSlug", () => {
  it("turns English and Russian titles into slugs", () => {
    expect(latinSlug("Xi'an Jiaotong University", "x")).toBe("xi-an-jiaotong-university");
    expect(latinSlug("Стипендия правительства Китая (CSC)", "x")).toBe("stipendiya-pravitelstva-kitaya-csc");
  });

  it("falls back when nothing is left", () => {
    expect(latinSlug("—", "base")).toBe("base");
    expect(latinSlug("!!!", "base")).toBe("base");
  });
});
