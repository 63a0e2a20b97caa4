import { describe, expect, it } from "vitest";
import { formatPrice } from "./price-format";

describe("formatPrice", () => {
  it("groups digits with a no-break space (U+00A0)", () => {
    expect(formatPrice(0)).toBe("0");
    expect(formatPrice(999)).toBe("999");
    expect(formatPrice(1000)).toBe("1\u00a0000");
    expect(formatPrice(150000)).toBe("150\u00a0000");
    expect(formatPrice(1234567)).toBe("1\u00a0234\u00a0567");
  });

  it("shows kopecks with a comma only when the amount is not whole", () => {
    expect(formatPrice(1000.5)).toBe("1\u00a0000,50");
    expect(formatPrice(0.25)).toBe("0,25");
    expect(formatPrice(12.345)).toBe("12,35");
    expect(formatPrice(2000.0)).toBe("2\u00a0000");
  });

  it("puts the Russian currency symbol after a no-break space", () => {
    expect(formatPrice(15000, "RUB")).toBe("15\u00a0000\u00a0₽");
    expect(formatPrice(15000, "CNY")).toBe("15\u00a0000\u00a0CN¥");
    expect(formatPrice(15000, "USD")).toBe("15\u00a0000\u00a0$");
    expect(formatPrice(15000, "EUR")).toBe("15\u00a0000\u00a0€");
    expect(formatPrice(990.5, "RUB")).toBe("990,50\u00a0₽");
  });
});
