import { describe, expect, it } from "vitest";
import { amountMinorOf } from "./amount-minor";

describe("amountMinorOf", () => {
  it("reads whole amounts, decimals with a comma or a dot, and spaces between thousands", () => {
    expect(amountMinorOf("15 000")).toBe(1_500_000);
    expect(amountMinorOf("1500,5")).toBe(150_050);
    expect(amountMinorOf("99.99")).toBe(9_999);
    expect(amountMinorOf("\u00a012\u00a0000,00 ")).toBe(1_200_000);
  });

  it("refuses nothing, zero, negatives, letters and more than two decimals", () => {
    for (const text of ["", "0", "0,00", "-5", "12a", "1.234", "1,2,3"])
      expect([text, amountMinorOf(text)]).toEqual([text, null]);
  });
});
