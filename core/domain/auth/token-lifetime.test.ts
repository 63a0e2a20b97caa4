import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, accessTokenExpires, REFRESH_GRACE_SECONDS } from "./token-lifetime";

describe("token lifetime", () => {
  it("gives an access token one hour and a refresh 30 days of grace", () => {
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(3600);
    expect(REFRESH_GRACE_SECONDS).toBe(2_592_000);
  });

  it("writes the expiry one hour after issue, in ISO form", () => {
    expect(accessTokenExpires(new Date("2025-03-01T23:30:00Z"))).toBe("2025-03-02T00:30:00.000Z");
  });
});
