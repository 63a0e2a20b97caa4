import { describe, expect, it } from "vitest";
import { offerJsonLd } from "./offer-json-ld";

const URL = "https://shuyuan.example/universities/china/cugb-29/";

describe("offerJsonLd", () => {
  it("gives one price for free places and 'от X'", () => {
    expect(offerJsonLd({ min: 0, max: 5000 }, URL, "CNY")).toEqual({
      "@type": "Offer",
      price: 0,
      priceCurrency: "CNY",
      url: URL,
    });
    expect(offerJsonLd({ min: 29000, max: 29000 }, URL)).toEqual({ "@type": "Offer", price: 29000, url: URL });
  });

  it("gives an aggregate for a range and for 'до Y'", () => {
    expect(offerJsonLd({ min: 29000, max: 35500 }, URL, "CNY")).toEqual({
      "@type": "AggregateOffer",
      lowPrice: 29000,
      highPrice: 35500,
      priceCurrency: "CNY",
      url: URL,
    });
    expect(offerJsonLd({ min: null, max: 8000 }, URL)).toEqual({
      "@type": "AggregateOffer",
      highPrice: 8000,
      url: URL,
    });
  });

  it("has no offer for a price on request", () => {
    expect(offerJsonLd({ min: null, max: null }, URL, "CNY")).toBeNull();
  });
});
