import { describe, expect, it } from "vitest";
import { absoluteUrl } from "./absolute-url";

describe("absoluteUrl", () => {
  it("joins origin and path with exactly one slash", () => {
    expect(absoluteUrl("https://shuyuan.ru", "/faq/")).toBe("https://shuyuan.ru/faq/");
    expect(absoluteUrl("https://shuyuan.ru/", "/faq/")).toBe("https://shuyuan.ru/faq/");
    expect(absoluteUrl("https://shuyuan.ru", "faq/")).toBe("https://shuyuan.ru/faq/");
  });

  it("keeps links that already have a scheme", () => {
    expect(absoluteUrl("https://shuyuan.ru", "https://t.me/shuyuan")).toBe("https://t.me/shuyuan");
  });
});
