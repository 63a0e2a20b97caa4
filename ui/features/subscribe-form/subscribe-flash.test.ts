import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { subscribedReturn, SUBSCRIBED_FLASH } from "./subscribe-flash";

const SITE = "https://shuyuan.example";

describe("subscribedReturn", () => {
  it("goes back to the page with its query, the flash and the footer's anchor", () => {
    expect(subscribedReturn(`${SITE}/faq/?utm_source=x#top`, SITE)).toBe(
      "/faq/?utm_source=x&podpiska=1#podpiska-footer",
    );
  });

  it("sets the flash once, however often the page was subscribed from", () => {
    expect(subscribedReturn(`${SITE}/?podpiska=1`, SITE)).toBe("/?podpiska=1#podpiska-footer");
  });

  it("never answers a path another host could be read from (`//host`)", () => {
    expect(subscribedReturn(`${SITE}//evil.example/x`, SITE)).toBe("/evil.example/x?podpiska=1#podpiska-footer");
  });

  it("refuses another site, a missing or an unreadable referrer", () => {
    expect(subscribedReturn("https://evil.example/faq/", SITE)).toBeNull();
    expect(subscribedReturn(null, SITE)).toBeNull();
    expect(subscribedReturn("not a url", SITE)).toBeNull();
  });

  it("property: a page of the site comes back as a path of the site carrying the flash", () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const back = subscribedReturn(`${SITE}${path}${query === "" ? "" : `?${query}`}`, SITE);
        expect(back).not.toBeNull();
        expect(back?.startsWith("//")).toBe(false);
        const url = new URL(back ?? "", SITE);
        expect(url.origin).toBe(SITE);
        expect(url.searchParams.get(SUBSCRIBED_FLASH)).toBe("1");
      }),
      // web paths are slow to generate: fewer runs keep it well within the test's time on a busy machine
      { numRuns: 40 },
    );
  });

  it("property: a page of any other origin is refused", () => {
    fc.assert(
      fc.property(fc.webUrl(), (other) => {
        fc.pre(new URL(other).origin !== SITE);
        expect(subscribedReturn(other, SITE)).toBeNull();
      }),
    );
  });
});
