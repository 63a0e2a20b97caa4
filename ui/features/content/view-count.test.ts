import { describe, expect, it } from "vitest";
import { countsAsView } from "./view-count";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const request = (init: { method?: string; headers?: Record<string, string> } = {}) =>
  new Request("http://localhost/blog/novosti/post/", {
    method: init.method ?? "GET",
    headers: { "user-agent": BROWSER, ...init.headers },
  });

describe("countsAsView", () => {
  it("counts a reader's GET of the page or of its data", () => {
    expect(countsAsView(request())).toBe(true);
  });

  it("does not count bots", () => {
    expect(
      countsAsView(request({ headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } })),
    ).toBe(false);
    expect(countsAsView(request({ headers: { "user-agent": "YandexBot/3.0" } }))).toBe(false);
  });

  it("does not count other methods or link prefetches", () => {
    expect(countsAsView(request({ method: "HEAD" }))).toBe(false);
    expect(countsAsView(request({ method: "POST" }))).toBe(false);
    expect(countsAsView(request({ headers: { "sec-purpose": "prefetch" } }))).toBe(false);
    expect(countsAsView(request({ headers: { purpose: "prefetch" } }))).toBe(false);
  });
});
