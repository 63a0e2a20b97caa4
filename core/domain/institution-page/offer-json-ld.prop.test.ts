import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyArb, priceRangeArb } from "../../../tests/arbitraries/price.arb";
import { priceShape } from "../price/price-shape";
import { offerJsonLd } from "./offer-json-ld";

const URL = "https://shuyuan.example/x/";

describe("offerJsonLd properties", () => {
  it("has an offer exactly when the price is not on request", () => {
    fc.assert(
      fc.property(priceRangeArb, (range) => {
        expect(offerJsonLd(range, URL) === null).toBe(priceShape(range)._tag === "OnRequest");
      }),
    );
  });

  it("states only prices of the range, low never above high, in the given currency", () => {
    fc.assert(
      fc.property(priceRangeArb, fc.option(currencyArb, { nil: undefined }), (range, currency) => {
        const offer = offerJsonLd(range, URL, currency);
        if (offer === null) return;
        expect(offer.priceCurrency).toBe(currency);
        expect(offer.url).toBe(URL);
        const known = [range.min, range.max, 0];
        if (offer["@type"] === "Offer") expect(known).toContain(offer.price);
        else {
          expect(known).toContain(offer.highPrice);
          if (offer.lowPrice !== undefined) expect(offer.lowPrice).toBeLessThan(offer.highPrice);
        }
      }),
    );
  });
});
