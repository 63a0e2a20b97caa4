import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sessionDeviceLabel } from "./session-device-label";

const BROWSER_NAMES = ["Яндекс Браузер", "Edge", "Opera", "Samsung Internet", "Firefox", "Chrome", "Safari"];
const SYSTEM_NAMES = ["Android", "iPhone", "iPad", "Windows", "ChromeOS", "macOS", "Linux"];
const UNKNOWN = "Неизвестное устройство";

/** Every label a session can get: a known browser, a known system, both joined by «на», or unknown. */
const isKnownLabel = (label: string): boolean => {
  if (label === UNKNOWN || BROWSER_NAMES.includes(label) || SYSTEM_NAMES.includes(label)) return true;
  const [browser, system, ...rest] = label.split(" на ");
  return rest.length === 0 && BROWSER_NAMES.includes(browser ?? "") && SYSTEM_NAMES.includes(system ?? "");
};

/** Parts of real agents that name no browser of their own besides Chrome and Safari, which others carry too. */
const NEUTRAL_PARTS = [
  "Mozilla/5.0",
  "(Linux; Android 14)",
  "(iPhone; CPU iPhone OS 17_5 like Mac OS X)",
  "(Windows NT 10.0; Win64; x64)",
  "(Macintosh; Intel Mac OS X 10_15_7)",
  "AppleWebKit/537.36",
  "Chrome/129.0.0.0",
  "Version/17.5",
  "Safari/537.36",
] as const;

const neutralPartArb = fc.constantFrom(...NEUTRAL_PARTS);
const agentPartArb = fc.constantFrom(...NEUTRAL_PARTS, "Firefox/131.0", "Edg/129.0", "OPR/114.0", "YaBrowser/24.10");

describe("sessionDeviceLabel properties", () => {
  it("is always one of the known short labels, whatever the agent", () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 300 }), { nil: null }), (agent) => {
        expect(isKnownLabel(sessionDeviceLabel(agent))).toBe(true);
      }),
    );
  });

  it("never repeats the agent's text back (no version numbers, nothing a browser can make up)", () => {
    fc.assert(
      fc.property(fc.array(agentPartArb, { maxLength: 8 }), (parts) => {
        const label = sessionDeviceLabel(parts.join(" "));
        expect(isKnownLabel(label)).toBe(true);
        expect(label).not.toMatch(/\d/);
      }),
    );
  });

  it("an Edge, Opera or Yandex agent is named as such, never Chrome, though it says Chrome too", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(["Edg/129.0", "Edge"], ["OPR/114.0", "Opera"], ["YaBrowser/24.10", "Яндекс Браузер"]),
        fc.array(neutralPartArb, { maxLength: 6 }),
        ([marker, name], parts) => {
          const label = sessionDeviceLabel(["Chrome/129.0.0.0", ...parts, marker].join(" "));
          expect(label.startsWith("Chrome")).toBe(false);
          expect(label.startsWith(name ?? "")).toBe(true);
        },
      ),
    );
  });
});
