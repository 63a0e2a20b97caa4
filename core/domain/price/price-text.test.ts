import { describe, expect, it } from "vitest";
import { priceText } from "./price-text";

describe("priceText", () => {
  it("shows 'от X до Y' for a range with min below max", () => {
    expect(priceText({ min: 1000, max: 250000 })).toBe("от 1\u00a0000 до 250\u00a0000");
    expect(priceText({ min: 1, max: 2 })).toBe("от 1 до 2");
  });

  it("shows 'от X' when min equals max", () => {
    expect(priceText({ min: 15000, max: 15000 })).toBe("от 15\u00a0000");
  });

  it("shows 'от X' when only min is known", () => {
    expect(priceText({ min: 15000, max: null })).toBe("от 15\u00a0000");
  });

  it("shows 'до Y' when only max is known", () => {
    expect(priceText({ min: null, max: 30000 })).toBe("до 30\u00a0000");
  });

  it("shows 'Бесплатно' when min is 0, whatever the max", () => {
    expect(priceText({ min: 0, max: null })).toBe("Бесплатно");
    expect(priceText({ min: 0, max: 5000 })).toBe("Бесплатно");
  });

  it("shows 'Бесплатно' when min is unknown and max is 0", () => {
    expect(priceText({ min: null, max: 0 })).toBe("Бесплатно");
  });

  it("shows 'Узнать стоимость' when neither bound is known", () => {
    expect(priceText({ min: null, max: null })).toBe("Узнать стоимость");
    expect(priceText({ min: -100, max: Number.NaN })).toBe("Узнать стоимость");
  });

  it("shows 'от X' when max is below min", () => {
    expect(priceText({ min: 50000, max: 20000 })).toBe("от 50\u00a0000");
  });

  it("renders kopecks with a comma", () => {
    expect(priceText({ min: 999.9, max: 1999.99 })).toBe("от 999,90 до 1\u00a0999,99");
  });

  it("adds the currency symbol to every amount", () => {
    expect(priceText({ min: 1000, max: 250000 }, "CNY")).toBe("от 1\u00a0000\u00a0CN¥ до 250\u00a0000\u00a0CN¥");
    expect(priceText({ min: null, max: 30000 }, "RUB")).toBe("до 30\u00a0000\u00a0₽");
    expect(priceText({ min: 0, max: 100 }, "USD")).toBe("Бесплатно");
    expect(priceText({ min: null, max: null }, "USD")).toBe("Узнать стоимость");
  });
});
