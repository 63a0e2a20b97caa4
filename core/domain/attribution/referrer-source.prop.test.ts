import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  anyReferrerArb,
  OTHER_HOSTS,
  referrerOnArb,
  SEARCH_ENGINE_HOSTS,
  SITE_HOST,
  SOCIAL_HOSTS,
} from "../../../tests/arbitraries/attribution.arb";
import { addressHost } from "./address-host";
import { referrerSource } from "./referrer-source";

const page = `https://${SITE_HOST}/universities/`;

describe("referrerSource properties", () => {
  it("is total: every referrer yields a non-empty source and a known medium", () => {
    fc.assert(
      fc.property(anyReferrerArb, fc.constantFrom(page, "", "/relative/"), (referrer, pageUrl) => {
        const { utm_source, utm_medium } = referrerSource(referrer, pageUrl);
        expect(utm_source.length).toBeGreaterThan(0);
        expect(["search", "social", "referral", "(none)"]).toContain(utm_medium);
      }),
    );
  });

  it("maps every search-engine host to medium search", () => {
    fc.assert(
      fc.property(referrerOnArb(SEARCH_ENGINE_HOSTS), (referrer) => {
        expect(referrerSource(referrer, page).utm_medium).toBe("search");
      }),
    );
  });

  it("maps every vk and ok host to medium social with source vk or ok", () => {
    fc.assert(
      fc.property(referrerOnArb(SOCIAL_HOSTS), (referrer) => {
        const source = referrerSource(referrer, page);
        expect(source.utm_medium).toBe("social");
        expect(["vk", "ok"]).toContain(source.utm_source);
      }),
    );
  });

  it("maps any other site to its own host with medium referral", () => {
    fc.assert(
      fc.property(referrerOnArb(OTHER_HOSTS), (referrer) => {
        expect(referrerSource(referrer, page)).toEqual({ utm_source: addressHost(referrer), utm_medium: "referral" });
      }),
    );
  });

  it("never counts the site itself as a referrer", () => {
    fc.assert(
      fc.property(referrerOnArb([SITE_HOST]), (referrer) => {
        expect(referrerSource(referrer, page)).toEqual({ utm_source: "(direct)", utm_medium: "(none)" });
      }),
    );
  });
});
