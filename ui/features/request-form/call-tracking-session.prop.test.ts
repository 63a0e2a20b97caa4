import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CALL_TRACKING_SESSION_GLOBAL, callTrackingSessionId } from "./call-tracking-session";

describe("callTrackingSessionId properties", () => {
  it("gives back exactly a non-blank string value, trimmed, and null for anything else", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const found = callTrackingSessionId({ [CALL_TRACKING_SESSION_GLOBAL]: value });
        if (typeof value === "string" && value.trim() !== "") expect(found).toBe(value.trim());
        else expect(found).toBeNull();
      }),
    );
  });
});
