import { describe, expect, it } from "vitest";
import { isRefreshAccepted } from "./refresh-window";

const expires = "2025-03-01T09:00:00.000Z";

describe("isRefreshAccepted", () => {
  it("accepts a refresh before and right after expiry", () => {
    expect(isRefreshAccepted(expires, new Date("2025-03-01T08:00:00Z"))).toBe(true);
    expect(isRefreshAccepted(expires, new Date("2025-03-01T09:00:01Z"))).toBe(true);
  });

  it("accepts a refresh up to exactly 30 days after expiry", () => {
    expect(isRefreshAccepted(expires, new Date("2025-03-31T09:00:00.000Z"))).toBe(true);
  });

  it("refuses a refresh after the 30 days", () => {
    expect(isRefreshAccepted(expires, new Date("2025-03-31T09:00:00.001Z"))).toBe(false);
  });
});
