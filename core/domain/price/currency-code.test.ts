import { describe, expect, it } from "vitest";
import { parseCurrencyCode } from "./currency-code";

describe("parseCurrencyCode", () => {
  it("accepts supported ISO 4217 codes in any case and with spaces", () => {
    expect(parseCurrencyCode("CNY")).toBe("CNY");
    expect(parseCurrencyCode(" rub ")).toBe("RUB");
    expect(parseCurrencyCode("Usd")).toBe("USD");
  });

  it("returns null for unsupported or malformed codes", () => {
    expect(parseCurrencyCode("XYZ")).toBeNull();
    expect(parseCurrencyCode("")).toBeNull();
    expect(parseCurrencyCode("₽")).toBeNull();
    expect(parseCurrencyCode("RUBL")).toBeNull();
  });
});
