import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { WidgetSettings } from "../../../core/domain/navigation/third-party-widgets";
import { pagePolicy } from "./page-policy";

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const nonceArb = fc.base64String({ minLength: 24, maxLength: 24 }).filter((text) => !text.includes("="));
const hostArb = fc.domain().map((domain) => `w-${domain}`);
const settingArb = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const widgetsArb: fc.Arbitrary<WidgetSettings> = fc.record({
  tagManagerId: settingArb(fc.stringMatching(/^GTM-[A-Z0-9]{4,8}$/)),
  callTrackingScriptUrl: settingArb(hostArb.map((host) => `https://${host}/ct.js`)),
  crmButtonScriptUrl: settingArb(hostArb.map((host) => `https://${host}/crm.js`)),
  liveChatScriptUrl: settingArb(hostArb.map((host) => `https://${host}/chat.js`)),
  errorReportingDsn: settingArb(hostArb.map((host) => `https://key1@${host}/42`)),
  mapsScriptUrl: settingArb(hostArb.map((host) => `https://${host}/maps.js`)),
});
const formTargetsArb = fc.array(
  hostArb.map((host) => `https://${host}`),
  { maxLength: 3 },
);

/** Every origin a setting names, when it is set. */
const configuredOrigins = (widgets: WidgetSettings): string[] =>
  [widgets.callTrackingScriptUrl, widgets.crmButtonScriptUrl, widgets.liveChatScriptUrl, widgets.mapsScriptUrl]
    .filter((url): url is string => url !== undefined)
    .map((url) => new URL(url).origin);

describe("the page policy", () => {
  it("lets scripts run only with the response's nonce and what they load, never eval", () => {
    fc.assert(
      fc.property(nonceArb, widgetsArb, formTargetsArb, (nonce, widgets, formTargets) => {
        const policy = pagePolicy({ nonce, widgets, formTargets });
        const script = directives(policy).get("script-src") ?? [];
        expect(script.slice(0, 2)).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
        expect(policy).not.toContain("unsafe-eval");
        expect(policy.match(/'nonce-/g)).toHaveLength(1);
      }),
    );
  });

  it("always forbids plugins, base changes and framing by other sites", () => {
    fc.assert(
      fc.property(nonceArb, widgetsArb, formTargetsArb, (nonce, widgets, formTargets) => {
        const parsed = directives(pagePolicy({ nonce, widgets, formTargets }));
        expect(parsed.get("object-src")).toEqual(["'none'"]);
        expect(parsed.get("base-uri")).toEqual(["'none'"]);
        expect(parsed.get("frame-ancestors")).toEqual(["'self'"]);
        expect(parsed.get("default-src")).toEqual(["'self'"]);
        expect(parsed.get("form-action")).toEqual(["'self'", ...new Set(formTargets)]);
      }),
    );
  });

  it("names a widget's origin exactly when the widget is configured", () => {
    fc.assert(
      fc.property(nonceArb, widgetsArb, (nonce, widgets) => {
        const policy = pagePolicy({ nonce, widgets, formTargets: [] });
        const parsed = directives(policy);
        for (const origin of configuredOrigins(widgets)) {
          for (const name of ["script-src", "connect-src", "img-src", "style-src", "frame-src"]) {
            expect(parsed.get(name)).toContain(origin);
          }
        }
        const dsnHost = widgets.errorReportingDsn === undefined ? null : new URL(widgets.errorReportingDsn).origin;
        if (dsnHost !== null) expect(parsed.get("connect-src")).toContain(dsnHost);
        expect(policy.includes("googletagmanager")).toBe(widgets.tagManagerId !== undefined);
        expect(policy.includes("sentry-cdn")).toBe(widgets.errorReportingDsn !== undefined);
        const named = new Set(
          [...policy.matchAll(/https:\/\/(w-[^\s;/]+)/g)].map((match) => `https://${match[1] ?? ""}`),
        );
        const allowed = new Set([...configuredOrigins(widgets), ...(dsnHost === null ? [] : [dsnHost])]);
        expect(named).toEqual(allowed);
      }),
    );
  });
});
