import { describe, expect, it } from "vitest";
import { CALL_TRACKING_SESSION_GLOBAL, callTrackingSessionId } from "./call-tracking-session";

describe("callTrackingSessionId", () => {
  it("reads the id the call-tracking integration published, trimmed", () => {
    expect(callTrackingSessionId({ [CALL_TRACKING_SESSION_GLOBAL]: " ct-42 " })).toBe("ct-42");
  });

  it("is null while the widget has published nothing usable", () => {
    expect(callTrackingSessionId({})).toBeNull();
    expect(callTrackingSessionId({ [CALL_TRACKING_SESSION_GLOBAL]: "  " })).toBeNull();
    expect(callTrackingSessionId({ [CALL_TRACKING_SESSION_GLOBAL]: 42 })).toBeNull();
  });
});
