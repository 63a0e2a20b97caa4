import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mapsScriptSrc, type WidgetSettings, widgetScripts } from "./third-party-widgets";

const urlArb = fc.stringMatching(/^[a-z0-9]{1,10}$/).map((name) => `https://widgets.example.test/${name}.js`);
const settingsArb: fc.Arbitrary<WidgetSettings> = fc.record(
  {
    tagManagerId: fc.stringMatching(/^GTM-[A-Z0-9]{4,8}$/),
    callTrackingScriptUrl: urlArb,
    crmButtonScriptUrl: urlArb,
    liveChatScriptUrl: urlArb,
    errorReportingDsn: fc.stringMatching(/^[a-f0-9]{8}$/).map((key) => `https://${key}@errors.example.test/1`),
    mapsScriptUrl: urlArb,
  },
  { requiredKeys: [] },
);

describe("widgetScripts properties", () => {
  it("never loads anything for bots", () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        expect(widgetScripts(settings, true)).toEqual([]);
        expect(mapsScriptSrc(settings, true)).toBeNull();
      }),
    );
  });

  it("loads one script per configured widget (maps aside), each over https, none twice", () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const scripts = widgetScripts(settings, false);
        const configured = Object.entries(settings).filter(([key, v]) => key !== "mapsScriptUrl" && v !== undefined);
        expect(scripts).toHaveLength(configured.length);
        expect(new Set(scripts.map((s) => s.id)).size).toBe(scripts.length);
        for (const script of scripts) expect(script.src.startsWith("https://")).toBe(true);
      }),
    );
  });
});
