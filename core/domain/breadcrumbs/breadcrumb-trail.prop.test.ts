import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breadcrumbItemsArb } from "../../../tests/arbitraries/breadcrumb.arb";
import { breadcrumbTrail } from "./breadcrumb-trail";

describe("breadcrumbTrail properties", () => {
  it("starts with home, then follows the items one for one", () => {
    fc.assert(
      fc.property(breadcrumbItemsArb, (items) => {
        const [first, ...rest] = breadcrumbTrail(items);
        expect(first).toEqual({ label: "Главная", href: "/" });
        expect(rest.map(({ label, href }) => ({ label, href }))).toEqual(
          items.map((item) => ({ label: item.custom_name ?? item.name, href: item.to })),
        );
      }),
    );
  });

  it("shows an emoji exactly when the item has a non-empty one", () => {
    fc.assert(
      fc.property(breadcrumbItemsArb, (items) => {
        const emojis = breadcrumbTrail(items)
          .slice(1)
          .map((crumb) => crumb.emoji);
        expect(emojis).toEqual(items.map((item) => (item.emoji ? item.emoji : undefined)));
      }),
    );
  });
});
