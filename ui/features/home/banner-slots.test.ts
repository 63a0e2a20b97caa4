import { describe, expect, it } from "vitest";
import { buildBanner } from "../../../tests/builders/banner.builder";
import { bannerSlots } from "./banner-slots";

describe("bannerSlots", () => {
  it("puts the hero and promo keys in their slots and every other key in the general slot, by key", () => {
    const hero = buildBanner({ id: 1, key: "home-hero" });
    const promo = buildBanner({ id: 2, key: "home-promo" });
    const side = buildBanner({ id: 3, key: "main_side" });
    const aside = buildBanner({ id: 4, key: "a_first" });
    const slots = bannerSlots({ main_side: [side], "home-promo": [promo], "home-hero": [hero], a_first: [aside] });
    expect(slots).toEqual({
      hero: [hero],
      promo: [promo],
      other: [
        { key: "a_first", banners: [aside] },
        { key: "main_side", banners: [side] },
      ],
    });
  });

  it("leaves slots empty when the API sends no banners for them", () => {
    expect(bannerSlots({ other: [] })).toEqual({ hero: [], promo: [], other: [] });
  });
});
