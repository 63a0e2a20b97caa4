import { describe, expect, it } from "vitest";
import { buildFormExtras } from "./form-extras";

describe("buildFormExtras", () => {
  it("carries the page address, the utm and the call-tracking session id", () => {
    expect(
      buildFormExtras({
        pageUrl: "https://shuyuan.example/czeny-na-uslugi/?utm_source=vk&utm_medium=social",
        referrer: "https://www.google.com/",
        callTrackingSessionId: "8812345",
      }),
    ).toEqual({
      page_url: "https://shuyuan.example/czeny-na-uslugi/?utm_source=vk&utm_medium=social",
      utm: { utm_source: "vk", utm_medium: "social" },
      call_tracking_session_id: "8812345",
    });
  });

  it("leaves out the session id when the call-tracking widget has none", () => {
    for (const callTrackingSessionId of [undefined, null, "", "  "]) {
      expect(
        buildFormExtras({ pageUrl: "https://shuyuan.example/faq/", referrer: "https://ok.ru/", callTrackingSessionId }),
      ).toEqual({ page_url: "https://shuyuan.example/faq/", utm: { utm_source: "ok", utm_medium: "social" } });
    }
  });
});
