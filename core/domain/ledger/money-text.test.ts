import { describe, expect, it } from "vitest";
import { moneyText } from "./money-text";

describe("moneyText", () => {
  it("writes minor units as the amount with its currency, kopecks only when there are some", () => {
    expect(moneyText(800_000, "CNY")).toBe("8\u00a0000\u00a0CN¥");
    expect(moneyText(1_500_050, "RUB")).toBe("15\u00a0000,50\u00a0₽");
    expect(moneyText(99, "USD")).toBe("0,99\u00a0$");
  });
});
