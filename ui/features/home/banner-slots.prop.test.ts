import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBanner } from "../../../tests/builders/banner.builder";
import { bannerSlots } from "./banner-slots";

const keyArb = fc.constantFrom("home-hero", "home-promo", "main_top", "main_side", "footer", "z-last");
const groupsArb = fc
  .dictionary(keyArb, fc.array(fc.integer({ min: 1, max: 1_000 }), { maxLength: 4 }), { maxKeys: 6 })
  .map((groups) =>
    Object.fromEntries(Object.entries(groups).map(([key, ids]) => [key, ids.map((id) => buildBanner({ id, key }))])),
  );

describe("bannerSlots properties", () => {
  it("every banner the API sent appears exactly once, in its group's order", () => {
    fc.assert(
      fc.property(groupsArb, (groups) => {
        const slots = bannerSlots(groups);
        const placed = [...slots.hero, ...slots.promo, ...slots.other.flatMap((group) => group.banners)];
        expect(placed.length).toBe(Object.values(groups).flat().length);
        for (const [key, banners] of Object.entries(groups)) {
          expect(placed.filter((banner) => banner.key === key)).toEqual(banners);
        }
      }),
    );
  });

  it("the general slot has no empty group and its keys are sorted", () => {
    fc.assert(
      fc.property(groupsArb, (groups) => {
        const keys = bannerSlots(groups).other.map((group) => group.key);
        expect(keys).toEqual(keys.toSorted());
        for (const group of bannerSlots(groups).other) expect(group.banners.length).toBeGreaterThan(0);
      }),
    );
  });
});
