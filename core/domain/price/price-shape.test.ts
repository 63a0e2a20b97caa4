import { describe, expect, it } from "vitest";
import { priceShape } from "./price-shape";

describe("priceShape", () => {
  it("follows the precedence order of ADR 003", () => {
    expect(priceShape({ min: 0, max: 5000 })).toEqual({ _tag: "Free" });
    expect(priceShape({ min: 0, max: null })).toEqual({ _tag: "Free" });
    expect(priceShape({ min: null, max: 0 })).toEqual({ _tag: "Free" });
    expect(priceShape({ min: null, max: null })).toEqual({ _tag: "OnRequest" });
    expect(priceShape({ min: null, max: 3000 })).toEqual({ _tag: "UpTo", max: 3000 });
    expect(priceShape({ min: 1000, max: 3000 })).toEqual({ _tag: "Between", min: 1000, max: 3000 });
    expect(priceShape({ min: 1000, max: 1000 })).toEqual({ _tag: "From", min: 1000 });
    expect(priceShape({ min: 1000, max: null })).toEqual({ _tag: "From", min: 1000 });
    expect(priceShape({ min: 3000, max: 1000 })).toEqual({ _tag: "From", min: 3000 });
  });

  it("reads invalid bounds as unknown", () => {
    expect(priceShape({ min: -5, max: 3000 })).toEqual({ _tag: "UpTo", max: 3000 });
    expect(priceShape({ min: Number.NaN, max: Number.NaN })).toEqual({ _tag: "OnRequest" });
    expect(priceShape({ min: 1000, max: Number.POSITIVE_INFINITY })).toEqual({ _tag: "From", min: 1000 });
  });
});
