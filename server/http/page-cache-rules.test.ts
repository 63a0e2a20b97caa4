import { describe, expect, it } from "vitest";
import { AUTH_COOKIE, SESSION_ID_COOKIE } from "../../adapters/storage/browser/auth-cookie";
import { changesPages, isShareable, mayUseCache, pageCacheKey } from "./page-cache-rules";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(url, { method, headers });
const html = (init: ResponseInit = {}, body: string | null = "<!DOCTYPE html><html></html>") =>
  new Response(body, { ...init, headers: { "content-type": "text/html; charset=utf-8", ...init.headers } });

describe("mayUseCache", () => {
  it("lets anonymous GET and HEAD requests through, whatever their session id", () => {
    expect(mayUseCache(get("http://site.test/"))).toBe(true);
    expect(mayUseCache(get("http://site.test/", {}, "HEAD"))).toBe(true);
    expect(mayUseCache(get("http://site.test/", { cookie: `${SESSION_ID_COOKIE}=abc; theme=1` }))).toBe(true);
  });

  it("sends other methods and whoever carries the auth cookie to their own render", () => {
    expect(mayUseCache(get("http://site.test/", {}, "POST"))).toBe(false);
    expect(mayUseCache(get("http://site.test/", {}, "DELETE"))).toBe(false);
    expect(mayUseCache(get("http://site.test/", { cookie: `${AUTH_COOKIE}=%7B%7D` }))).toBe(false);
    expect(mayUseCache(get("http://site.test/", { cookie: `a=1; ${AUTH_COOKIE}=x` }))).toBe(false);
  });
});

describe("pageCacheKey", () => {
  it("tells pages apart by origin, path, query and bot or not", () => {
    const keys = new Set([
      pageCacheKey(get("http://site.test/", { "user-agent": CHROME })),
      pageCacheKey(get("http://other.test/", { "user-agent": CHROME })),
      pageCacheKey(get("http://site.test/faq/", { "user-agent": CHROME })),
      pageCacheKey(get("http://site.test/faq/?page=2", { "user-agent": CHROME })),
      pageCacheKey(get("http://site.test/", { "user-agent": GOOGLEBOT })),
    ]);
    expect(keys.size).toBe(5);
  });

  it("is the same for visitors who differ only in cookies, browser, method or referrer", () => {
    const a = pageCacheKey(get("http://site.test/", { "user-agent": CHROME, cookie: `${SESSION_ID_COOKIE}=1` }));
    const b = pageCacheKey(get("http://site.test/", { "user-agent": "Mozilla/5.0 Firefox/133.0" }, "HEAD"));
    const c = pageCacheKey(get("http://site.test/", { "user-agent": CHROME, referer: "https://ya.ru/" }));
    expect(a).toBe(b);
    expect(a).toBe(c);
  });
});

describe("isShareable", () => {
  it("takes a whole 200 HTML page", () => {
    expect(isShareable(html())).toBe(true);
    expect(isShareable(html({ headers: { "cache-control": "public, max-age=60" } }))).toBe(true);
  });

  it("refuses other statuses and types, cookies, encoded or empty bodies, and private answers", () => {
    expect(isShareable(html({ status: 404 }))).toBe(false);
    expect(isShareable(new Response("{}", { headers: { "content-type": "application/json" } }))).toBe(false);
    expect(isShareable(html({ headers: { "set-cookie": "a=1" } }))).toBe(false);
    expect(isShareable(html({ headers: { "content-encoding": "gzip" } }))).toBe(false);
    expect(isShareable(html({}, null))).toBe(false);
    expect(isShareable(html({ headers: { "cache-control": "private" } }))).toBe(false);
    expect(isShareable(html({ headers: { "cache-control": "max-age=0, no-store" } }))).toBe(false);
  });
});

describe("changesPages", () => {
  it("counts successful writes under /api/ and /api-dev/", () => {
    expect(changesPages("POST", "/api/ru/v1/comments/send", 200)).toBe(true);
    expect(changesPages("PUT", "/api/ru/v1/shortlist", 204)).toBe(true);
    expect(changesPages("DELETE", "/api-dev/ru/v1/anything", 302)).toBe(true);
    expect(changesPages("PATCH", "/api/auth/me/edit", 200)).toBe(true);
  });

  it("ignores reads, failed writes, the visit report and session bookkeeping", () => {
    expect(changesPages("GET", "/api/ru/v1/main", 200)).toBe(false);
    expect(changesPages("HEAD", "/api/ru/v1/main", 200)).toBe(false);
    expect(changesPages("POST", "/api/ru/v1/comments/send", 422)).toBe(false);
    expect(changesPages("POST", "/api/ru/v1/visit", 200)).toBe(false);
    expect(changesPages("POST", "/api-dev/auth/login", 200)).toBe(false);
    expect(changesPages("POST", "/api/auth/refresh", 200)).toBe(false);
    expect(changesPages("POST", "/api/auth/logout", 200)).toBe(false);
    expect(changesPages("POST", "/api/auth/logout/force", 200)).toBe(true);
  });
});
