import { describe, expect, it } from "vitest";
import { isIP } from "./ip-kind";

describe("isIP", () => {
  it("tells IPv4, IPv6 and anything else apart", () => {
    expect(isIP("10.0.0.1")).toBe(4);
    expect(isIP("2001:db8::1")).toBe(6);
    expect(isIP("::")).toBe(6);
    expect(isIP("1:2:3:4:5:6:7:8")).toBe(6);
    expect(isIP("01.2.3.4")).toBe(0);
    expect(isIP("1::2::3")).toBe(0);
    expect(isIP("hello")).toBe(0);
  });
});
