import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyReferrerArb, pageUrlWithUtmArb, utmArb } from "../../../tests/arbitraries/attribution.arb";
import { referrerSource } from "./referrer-source";
import { resolveUtm } from "./resolve-utm";
import { UTM_KEYS } from "./utm";

const caseArb = fc
  .record({ utm: utmArb, referrer: anyReferrerArb })
  .chain(({ utm, referrer }) => pageUrlWithUtmArb(utm).map((pageUrl) => ({ utm, referrer, pageUrl })));

describe("resolveUtm properties", () => {
  it("every utm value present in the address wins over the referrer", () => {
    fc.assert(
      fc.property(caseArb, ({ utm, referrer, pageUrl }) => {
        const resolved = resolveUtm({ pageUrl, referrer });
        for (const key of UTM_KEYS) {
          if (utm[key] !== undefined) expect(resolved[key]).toBe(utm[key]);
        }
      }),
    );
  });

  it("with utm_source in the address, the result is the address utm alone", () => {
    fc.assert(
      fc.property(caseArb, fc.constantFrom("yandex", "партнёр"), ({ utm, referrer }, source) => {
        const withSource = { ...utm, utm_source: source };
        const pageUrl = `https://shuyuan.example/?${Object.entries(withSource)
          .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
          .join("&")}`;
        expect(resolveUtm({ pageUrl, referrer })).toEqual(withSource);
      }),
    );
  });

  it("without utm_source in the address, the source always comes from the referrer mapping", () => {
    fc.assert(
      fc.property(caseArb, ({ utm, referrer }) => {
        const { utm_source: _dropped, ...rest } = utm;
        const pageUrl = `https://shuyuan.example/?${Object.entries(rest)
          .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
          .join("&")}`;
        const mapped = referrerSource(referrer, pageUrl);
        const resolved = resolveUtm({ pageUrl, referrer });
        expect(resolved.utm_source).toBe(mapped.utm_source);
        expect(resolved.utm_medium).toBe(rest.utm_medium ?? mapped.utm_medium);
      }),
    );
  });
});
