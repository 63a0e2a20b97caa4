import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breadcrumbItemsArb, originArb } from "../../../tests/arbitraries/breadcrumb.arb";
import { breadcrumbJsonLd } from "./breadcrumb-json-ld";
import { breadcrumbTrail } from "./breadcrumb-trail";

describe("breadcrumbJsonLd properties", () => {
  it("numbers the trail 1..n and names each entry as the trail shows it", () => {
    fc.assert(
      fc.property(breadcrumbItemsArb, originArb, (items, origin) => {
        const { itemListElement } = breadcrumbJsonLd(items, origin);
        const trail = breadcrumbTrail(items);
        expect(itemListElement.map((entry) => entry.position)).toEqual(trail.map((_, index) => index + 1));
        expect(itemListElement.map((entry) => entry.name)).toEqual(trail.map((crumb) => crumb.label));
      }),
    );
  });

  it("makes every site link absolute under the origin", () => {
    fc.assert(
      fc.property(breadcrumbItemsArb, originArb, (items, origin) => {
        const base = origin.replace(/\/+$/, "");
        const trail = breadcrumbTrail(items);
        const urls = breadcrumbJsonLd(items, origin).itemListElement.map((entry) => entry.item);
        expect(urls).toEqual(trail.map((crumb) => `${base}${crumb.href}`));
      }),
    );
  });
});
