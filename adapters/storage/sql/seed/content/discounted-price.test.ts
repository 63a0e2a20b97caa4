import { describe, expect, it } from "vitest";
import { discountedPrice } from "./discounted-price";

describe("discountedPrice", () => {
  it("takes 10 % off the Standard package for China", () => {
    expect(discountedPrice(16_000, 10)).toBe(14_400);
  });

  it("rounds to a whole unit", () => {
    expect(discountedPrice(1_999, 15)).toBe(1_699);
  });

  it("keeps the price without a discount", () => {
    expect(discountedPrice(4_200_000, 0)).toBe(4_200_000);
  });
});
