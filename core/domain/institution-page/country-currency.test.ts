import { describe, expect, it } from "vitest";
import { countryCurrency } from "./country-currency";

const countries = [
  { id: 1, currency: { code: "CNY", symbol: "CN¥" } },
  { id: 2, currency: { code: "KRW", symbol: "₩" } },
  { id: 9, currency: { code: "THB", symbol: "฿" } },
  { id: 10, currency: null },
];

describe("countryCurrency", () => {
  it("is the currency of the country's facet", () => {
    expect(countryCurrency(countries, 1)).toBe("CNY");
    expect(countryCurrency(countries, 2)).toBe("KRW");
  });

  it("is undefined for an unknown country, an unsupported or a broken currency", () => {
    expect(countryCurrency(countries, 3)).toBeUndefined();
    expect(countryCurrency(countries, 9)).toBeUndefined();
    expect(countryCurrency(countries, 10)).toBeUndefined();
  });
});
