import { describe, expect, it } from "vitest";
import { priceBound } from "./price-bound";

describe("priceBound", () => {
  it("keeps finite amounts from 0 up", () => {
    expect(priceBound(0)).toBe(0);
    expect(priceBound(1500.5)).toBe(1500.5);
  });

  it("treats absent, negative and non-finite values as unknown", () => {
    expect(priceBound(null)).toBeNull();
    expect(priceBound(undefined)).toBeNull();
    expect(priceBound(-1)).toBeNull();
    expect(priceBound(Number.NaN)).toBeNull();
    expect(priceBound(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
