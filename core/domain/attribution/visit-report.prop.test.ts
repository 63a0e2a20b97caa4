import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyReferrerArb, pageUrlWithUtmArb, utmArb } from "../../../tests/arbitraries/attribution.arb";
import { resolveUtm } from "./resolve-utm";
import { VISIT_LIMITS, visitReport } from "./visit-report";

const caseArb = fc
  .record({ utm: utmArb, referrer: anyReferrerArb })
  .chain(({ utm, referrer }) => pageUrlWithUtmArb(utm).map((pageUrl) => ({ referrer, pageUrl })));

describe("visitReport properties", () => {
  it("always gives a site path within the contract's limits", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), fc.option(fc.string({ maxLength: 3000 })), (pageUrl, referrer) => {
        const report = visitReport(pageUrl, referrer);
        expect(report.path.startsWith("/")).toBe(true);
        expect(report.path.startsWith("//")).toBe(false);
        expect(report.path.length).toBeLessThanOrEqual(VISIT_LIMITS.path);
        expect(report.referrer.length).toBeLessThanOrEqual(VISIT_LIMITS.referrer);
        for (const value of Object.values(report.utm)) {
          expect(value.length).toBeGreaterThan(0);
          expect(value.length).toBeLessThanOrEqual(VISIT_LIMITS.utm);
        }
      }),
    );
  });

  it("reports the same utm a form on that page would send", () => {
    fc.assert(
      fc.property(caseArb, ({ pageUrl, referrer }) => {
        expect(visitReport(pageUrl, referrer).utm).toEqual(resolveUtm({ pageUrl, referrer: (referrer ?? "").trim() }));
      }),
    );
  });
});
