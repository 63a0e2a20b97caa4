import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyReferrerArb, pageUrlWithUtmArb, utmArb } from "../../../tests/arbitraries/attribution.arb";
import { buildFormExtras } from "./form-extras";
import { resolveUtm } from "./resolve-utm";

const sessionIdArb = fc.option(fc.string({ unit: fc.constantFrom(..."0123456789 ".split("")), maxLength: 10 }), {
  nil: undefined,
});

describe("buildFormExtras properties", () => {
  it("keeps the address verbatim, resolves the utm, and sends a session id only when it has content", () => {
    fc.assert(
      fc.property(
        utmArb.chain(pageUrlWithUtmArb),
        anyReferrerArb,
        sessionIdArb,
        (pageUrl, referrer, callTrackingSessionId) => {
          const extras = buildFormExtras({ pageUrl, referrer, callTrackingSessionId });
          expect(extras.page_url).toBe(pageUrl);
          expect(extras.utm).toEqual(resolveUtm({ pageUrl, referrer }));
          const trimmed = callTrackingSessionId?.trim() ?? "";
          expect(extras.call_tracking_session_id).toBe(trimmed === "" ? undefined : trimmed);
          expect("call_tracking_session_id" in extras).toBe(trimmed !== "");
        },
      ),
    );
  });
});
