import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageCacheKey, sharedPageRequest, withDroppedParams } from "./page-cache-rules";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const get = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers: { "user-agent": CHROME, ...headers } });
const keyOf = (url: string, headers: Record<string, string> = {}) =>
  pageCacheKey(sharedPageRequest(get(url, headers)).request);

describe("sharedPageRequest", () => {
  it("keeps only the parameters the page reads, sorted by name, and drops the Referer", () => {
    const shared = sharedPageRequest(
      get("http://site.test/universities/?r=ya&page=2&city=beijing&yclid=9&city=shanghai", {
        referer: "https://ya.ru/search",
        cookie: "a=1",
      }),
    );
    expect(shared.request.url).toBe("http://site.test/universities/?city=beijing&city=shanghai&page=2");
    expect(shared.request.headers.get("referer")).toBeNull();
    expect(shared.request.headers.get("cookie")).toBe("a=1");
    expect(shared.dropped).toEqual([
      ["r", "ya"],
      ["yclid", "9"],
    ]);
  });

  it("leaves React Router's own requests and other non-pages as they came", () => {
    for (const url of [
      "http://site.test/universities/_.data?has_grant=true&_routes=routes%2Fcatalogue&utm_source=x",
      "http://site.test/__manifest?paths=%2Funiversities%2F&version=08c6f139",
      "http://site.test/sitemap.xml?utm_source=x",
    ]) {
      expect(sharedPageRequest(get(url)).request.url).toBe(url);
    }
  });

  it("keeps the whole query of a page whose parameters are not listed", () => {
    const shared = sharedPageRequest(get("http://site.test/reset-password/?token=abc&utm_source=mail"));
    expect(shared.request.url).toBe("http://site.test/reset-password/?token=abc&utm_source=mail");
    expect(shared.dropped).toEqual([]);
  });
});

describe("the page cache key of a shared page", () => {
  it("is one entry for addresses that differ only in parameters the page does not read, or the Referer", () => {
    const plain = keyOf("http://site.test/faq/");
    expect(keyOf("http://site.test/faq/?gclid=1&yclid=2&fbclid=3")).toBe(plain);
    expect(keyOf("http://site.test/faq/?r=0.123456")).toBe(plain);
    expect(keyOf("http://site.test/faq/", { referer: "https://google.com/" })).toBe(plain);
    expect(keyOf("http://site.test/universities/?city=x&from=a")).toBe(
      keyOf("http://site.test/universities/?r=b&city=x"),
    );
  });

  it("differs for a parameter the page reads, whatever the order it came in", () => {
    expect(keyOf("http://site.test/faq/?page=2")).not.toBe(keyOf("http://site.test/faq/"));
    expect(keyOf("http://site.test/universities/?city=x")).not.toBe(keyOf("http://site.test/universities/?city=y"));
    expect(keyOf("http://site.test/universities/?city=x&sort=price")).toBe(
      keyOf("http://site.test/universities/?sort=price&city=x"),
    );
    expect(keyOf("http://site.test/quiz/?level=bachelor")).not.toBe(keyOf("http://site.test/quiz/"));
    // utm marks: the page's links and forms carry them
    expect(keyOf("http://site.test/faq/?utm_source=ya")).not.toBe(keyOf("http://site.test/faq/"));
  });

  it("ignores any parameter a page does not read (property)", () => {
    const unread = fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/), fc.string({ maxLength: 12 }))
      .filter(([name]) => !["page", "social", "social_error", "podpiska"].includes(name) && !name.startsWith("utm_"));
    fc.assert(
      fc.property(fc.array(unread, { maxLength: 6 }), fc.nat(9), (pairs, page) => {
        const query = new URLSearchParams([["page", String(page + 2)], ...pairs]).toString();
        expect(keyOf(`http://site.test/faq/?${query}`)).toBe(keyOf(`http://site.test/faq/?page=${page + 2}`));
      }),
    );
  });
});

describe("withDroppedParams", () => {
  const redirect = (location: string, status = 301) => new Response(null, { status, headers: { location } });

  it("puts the left-out pairs back on a same-origin redirect", () => {
    const shared = sharedPageRequest(get("http://site.test/universities/?yclid=7&city=Beijing"));
    const moved = withDroppedParams(redirect("/universities/?city=beijing"), shared);
    expect(moved.headers.get("location")).toBe("/universities/?city=beijing&yclid=7");
  });

  it("leaves other answers and other origins alone", () => {
    const shared = sharedPageRequest(get("http://site.test/faq/?gclid=ya"));
    expect(withDroppedParams(redirect("https://elsewhere.test/"), shared).headers.get("location")).toBe(
      "https://elsewhere.test/",
    );
    const page = new Response("<p></p>", { status: 200 });
    expect(withDroppedParams(page, shared)).toBe(page);
  });
});
