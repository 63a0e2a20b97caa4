import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listingFacetsArb } from "../../../tests/arbitraries/listing.arb";
import { buildLocationMenu } from "./location-menu";

const collator = new Intl.Collator("ru");

const isOrdered = (items: readonly { name: string; id: number }[]): boolean =>
  items.every((item, i) => {
    const next = items[i + 1];
    if (next === undefined) return true;
    const order = collator.compare(item.name, next.name);
    return order < 0 || (order === 0 && item.id < next.id);
  });

describe("buildLocationMenu properties", () => {
  it("lists every country once, ordered by name then id, with its own count", () => {
    fc.assert(
      fc.property(listingFacetsArb, (facets) => {
        const menu = buildLocationMenu(facets);
        expect(menu.map((c) => c.id).toSorted((a, b) => a - b)).toEqual(
          facets.countries.map((c) => c.id).toSorted((a, b) => a - b),
        );
        expect(isOrdered(menu)).toBe(true);
        for (const entry of menu) {
          expect(entry.institutionsCount).toBe(facets.countries.find((c) => c.id === entry.id)?.institutions_count);
        }
      }),
    );
  });

  it("places each city of a known country once, under that country, labelled by is_province", () => {
    fc.assert(
      fc.property(listingFacetsArb, (facets) => {
        const menu = buildLocationMenu(facets);
        const countryIds = new Set(facets.countries.map((c) => c.id));
        const placed = menu.flatMap((country) => country.places.map((place) => ({ country: country.id, place })));
        expect(placed.length).toBe(facets.cities.filter((city) => countryIds.has(city.country_id)).length);
        for (const { country, place } of placed) {
          const city = facets.cities.find((c) => c.id === place.id);
          expect(city?.country_id).toBe(country);
          expect(place.kind).toBe(city?.is_province ? "province" : "city");
          expect(place.institutionsCount).toBe(city?.institutions_count);
        }
        for (const country of menu) expect(isOrdered(country.places)).toBe(true);
      }),
    );
  });
});
