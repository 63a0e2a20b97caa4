import { describe, expect, it } from "vitest";
import { pagePath } from "./page-path";

const path = (input: string) => {
  const result = pagePath(input);
  return result.ok ? result.value : result.error._tag;
};

describe("pagePath", () => {
  it("keeps a site path exactly as written, without query or fragment", () => {
    expect(path("/contacts/")).toBe("/contacts/");
    expect(path("/contacts")).toBe("/contacts");
    expect(path("/blog/novosti/?page=2#top")).toBe("/blog/novosti/");
    expect(path("/Contacts/")).toBe("/Contacts/");
    expect(path("  /faq/  ")).toBe("/faq/");
  });

  it("takes the path of an absolute http(s) URL; no path is the root", () => {
    expect(path("https://shuyuan.ru/o-kompanii/?utm_source=x")).toBe("/o-kompanii/");
    expect(path("http://localhost:3000")).toBe("/");
    expect(path("https://shuyuan.ru?x=1")).toBe("/");
  });

  it("refuses what is not a path", () => {
    expect(path("")).toBe("InvalidPagePath");
    expect(path("contacts/")).toBe("InvalidPagePath");
    expect(path("//evil.example/x/")).toBe("InvalidPagePath");
    expect(path("javascript:alert(1)")).toBe("InvalidPagePath");
    expect(path("/a b/")).toBe("InvalidPagePath");
    expect(path(`/${"a".repeat(2000)}/`)).toBe("InvalidPagePath");
  });
});
