import { describe, expect, it } from "vitest";
import { noAnalytics } from "../../adapters/analytics/no-analytics";
import { browserAnalytics } from "./browser-site";

const site = (tagManagerId: string | undefined, isBot = false) => ({ widgets: { tagManagerId }, isBot });

describe("browserAnalytics", () => {
  it("reports to the tag manager when a well-formed container id is set and the visitor is no bot", () => {
    expect(browserAnalytics(site("GTM-AB12CD"))).not.toBe(noAnalytics);
  });

  it.each([
    ["no site settings", undefined],
    ["no container id", site(undefined)],
    ["an empty container id", site("")],
    ["a malformed container id", site("UA-12345")],
    ["a lower-case container id", site("gtm-ab12cd")],
    ["a bot", site("GTM-AB12CD", true)],
  ])("reports nowhere with %s", (_case, settings) => {
    expect(browserAnalytics(settings)).toBe(noAnalytics);
  });
});
