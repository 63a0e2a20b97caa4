import { describe, expect, it } from "vitest";
import { sessionPlaceLabel } from "./session-place-label";

describe("sessionPlaceLabel", () => {
  it("hides the host part of an IPv4 address", () => {
    expect(sessionPlaceLabel("192.0.2.41")).toBe("сеть 192.0.2.*");
    expect(sessionPlaceLabel("::ffff:203.0.113.7")).toBe("сеть 203.0.113.*");
  });

  it("keeps the first three groups of an IPv6 address", () => {
    expect(sessionPlaceLabel("2001:db8:85a3::8a2e:370:7334")).toBe("сеть 2001:db8:85a3:*");
    expect(sessionPlaceLabel("2001:0db8::1")).toBe("сеть 2001:db8:0:*");
    expect(sessionPlaceLabel("::1")).toBe("сеть 0:0:0:*");
  });

  it("is null when no address was recorded or it is not an address", () => {
    expect(sessionPlaceLabel(null)).toBeNull();
    expect(sessionPlaceLabel("")).toBeNull();
    expect(sessionPlaceLabel("unknown")).toBeNull();
    expect(sessionPlaceLabel("300.1.2.3")).toBeNull();
    expect(sessionPlaceLabel("1:2:3:4:5:6:7:8:9")).toBeNull();
  });
});
