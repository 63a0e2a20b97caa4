import { describe, expect, it } from "vitest";
import { formatPrice } from "../../../core/domain/price/price-format";
import { moneyText } from "./money-text";

describe("moneyText", () => {
  it("writes whole amounts as the catalogue's prices do", () => {
    for (const [amount, currency] of [
      [291_200, "RUB"],
      [26_000, "CNY"],
      [4_800_000, "KRW"],
      [0, "JPY"],
    ] as const)
      expect(moneyText(amount, currency)).toBe(formatPrice(amount, currency));
    expect(moneyText(1_234_567, "RUB")).toBe("1\u00a0234\u00a0567\u00a0₽");
  });
});
