import { describe, expect, it } from "vitest";
import { mapsScriptSrc, widgetScripts } from "./third-party-widgets";

const all = {
  tagManagerId: "GTM-AB12CD",
  callTrackingScriptUrl: "https://widgets.example.test/calls.js",
  crmButtonScriptUrl: "https://widgets.example.test/crm.js",
  liveChatScriptUrl: "https://widgets.example.test/chat.js",
  errorReportingDsn: "https://k1@widgets.example.test/3",
  mapsScriptUrl: "https://widgets.example.test/maps.js",
};

describe("widgetScripts", () => {
  it("loads every configured widget for a visitor", () => {
    expect(widgetScripts(all, false)).toEqual([
      { id: "tag-manager", src: "https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD" },
      { id: "call-tracking", src: "https://widgets.example.test/calls.js" },
      { id: "crm-button", src: "https://widgets.example.test/crm.js" },
      { id: "live-chat", src: "https://widgets.example.test/chat.js" },
      { id: "error-reporting", src: "https://js.sentry-cdn.com/k1.min.js" },
    ]);
  });

  it("loads nothing for a bot, and nothing that is not configured", () => {
    expect(widgetScripts(all, true)).toEqual([]);
    expect(widgetScripts({}, false)).toEqual([]);
    expect(widgetScripts({ tagManagerId: "UA-1", liveChatScriptUrl: "http://x.test/a.js" }, false)).toEqual([]);
  });

  it("gives a map its script on demand only for visitors", () => {
    expect(mapsScriptSrc(all, false)).toBe("https://widgets.example.test/maps.js");
    expect(mapsScriptSrc(all, true)).toBeNull();
    expect(mapsScriptSrc({}, false)).toBeNull();
  });
});
