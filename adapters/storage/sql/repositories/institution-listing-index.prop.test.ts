import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ListingSlice } from "../../../../core/ports/institution-listing-repository.port";
import { listingSearchArb } from "../../../../tests/arbitraries/listing-criteria.arb";
import { listingDatasetArb } from "../../../../tests/arbitraries/listing-dataset.arb";
import { type ListingDataset, memoryInstitutionListing } from "../../memory/institution-listing.memory";
import { parseCurrencyCode } from "../../../../core/domain/price/currency-code";
import { exchangeRatesByCurrency, roubleEquivalent } from "../../../../core/domain/price/rouble-equivalent";
import { buildListingIndex, type IndexedInstitution } from "./institution-listing-index";

/** The index is fed rouble prices, as the SQL adapter feeds it (docs/adr/031-prices-in-roubles.md). */
const roublesOf = (dataset: ListingDataset) => {
  const rates = exchangeRatesByCurrency(dataset.rates);
  const currencies = new Map(
    dataset.countries.map((country) => [country.id, parseCurrencyCode(country.currency.code)]),
  );
  return (price: number | null, countryId: number) =>
    roubleEquivalent(price, currencies.get(countryId) ?? undefined, rates);
};

const indexOf = (dataset: ListingDataset, roubles = roublesOf(dataset)) =>
  buildListingIndex(
    dataset.institutions.map(({ card, ...rest }): IndexedInstitution => ({
      id: card.id,
      type: card.type,
      countryId: card.country.id,
      cityId: card.city?.id ?? null,
      hasGrants: card.has_grants,
      isPartner: card.is_partner,
      availablePlaces: card.available_places,
      hasLangCourses: rest.hasLangCourses,
      languageIds: rest.languageIds,
      programLevelIds: rest.programLevelIds,
      directionIds: rest.directionIds,
      specialtyIds: rest.specialtyIds,
      grantTypes: rest.grantTypes,
      price: roubles(card.price, card.country.id),
      rating: card.rating,
      rankPlaceWorld: card.rank_place_world,
      titles: [card.title.ru, card.title.en ?? "", card.title.ch ?? "", card.acronym ?? ""],
    })),
    dataset,
  );

const byId = <T extends { id: number }>(entries: readonly T[]): T[] => entries.toSorted((a, b) => a.id - b.id);
const facetsOf = ({ facets }: Pick<ListingSlice, "facets">) => ({
  countries: byId(facets.countries),
  cities: byId(facets.cities),
  languages: byId(facets.languages),
  programLevels: byId(facets.programLevels),
  directions: byId(facets.directions),
  specialties: byId(facets.specialties),
  price: facets.price,
});

const scenarioArb = listingDatasetArb.chain((dataset) =>
  fc.tuple(
    fc.constant(dataset),
    listingSearchArb({
      countries: [1, 2, 3],
      cities: [10, 11, 20],
      languages: [1, 2, 3, 4, 77],
      programLevels: [1, 2, 3, 4],
      directions: [1, 2, 3, 4],
      specialties: [1, 2, 3, 4, 77],
      titles: ["Пекинский университет", "Ёлочный Колледж", "TSINGHUA ACADEMY", "北京大学", "PKU", "Ёж", "школа"],
      prices: [100, 500, 12_000, 101_000, 134_000],
    }),
  ),
);

describe("the listing index", () => {
  it("answers every search exactly as the plain model does: page, total, facets and sums", async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ([dataset, search]) => {
        const expected = await memoryInstitutionListing(dataset).search(search);
        const index = indexOf(dataset);
        const evaluation = index.evaluate(search.criteria);
        expect(index.pageIds(evaluation, search.sort, search.page, search.perPage)).toEqual(
          expected.cards.map((card) => card.id),
        );
        expect(evaluation.total).toBe(expected.total);
        expect(facetsOf(evaluation)).toEqual(facetsOf(expected));
        expect(evaluation.totalAvailablePlaces).toBe(expected.totalAvailablePlaces);
        expect(evaluation.availableLanguages).toEqual(expected.availableLanguages);
        expect(evaluation.availableProgramLevels).toEqual(expected.availableProgramLevels);
        expect(evaluation.availableDirections).toEqual(expected.availableDirections);
      }),
      { numRuns: 400 },
    );
  });

  it("keeps a cached sort order valid for every later evaluation", () => {
    fc.assert(
      fc.property(scenarioArb, scenarioArb, ([dataset, first], [, second]) => {
        const index = indexOf(dataset);
        index.pageIds(index.evaluate(first.criteria), second.sort, 1, 5);
        const fresh = indexOf(dataset);
        const evaluation = index.evaluate(second.criteria);
        expect(index.pageIds(evaluation, second.sort, second.page, second.perPage)).toEqual(
          fresh.pageIds(fresh.evaluate(second.criteria), second.sort, second.page, second.perPage),
        );
      }),
      { numRuns: 100 },
    );
  });
});
