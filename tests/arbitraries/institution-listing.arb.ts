import fc from "fast-check";
import type { InstitutionCard } from "../../core/domain/catalogue/institution-card";
import type { InstitutionListingResponse } from "../../core/domain/catalogue/institution-listing-response";
import { institutionRefArb, seoArb, timestampArb } from "./catalogue.arb";

const idArb = fc.integer({ min: 1, max: 100_000 });
const countArb = fc.nat({ max: 10_000 });
const rankArb = fc.option(fc.integer({ min: 1, max: 2000 }), { nil: null });
const slugArb = fc.constantFrom("china", "beijing", "kitajskij", "bakalavriat", "ekonomika");
const nameArb = fc.constantFrom("Китай", "Пекин", "Хэйлунцзян", "Ёсу");
const titleArb = fc.constantFrom("Китайский", "Бакалавриат", "Экономика", "Медицина");
const idsArb = fc.uniqueArray(idArb, { maxLength: 5 });

/** A valid listing card: any institution reference with counters, ranks and a price in range. */
export const institutionCardArb: fc.Arbitrary<InstitutionCard> = fc
  .tuple(
    institutionRefArb,
    fc.record({
      type_name: fc.constantFrom("Университет", "Колледж", "Школа"),
      acronym: fc.option(fc.constantFrom("PKU", "SJTU"), { nil: null }),
      photo: fc.option(fc.record({ filename: fc.constant("campus-1.jpg") }), { nil: null }),
      price: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
      price_rub: fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null }),
      rating: fc.integer({ min: 0, max: 50 }).map((tenths) => tenths / 10),
      ratings_count: countArb,
      comments_count: countArb,
      has_grants: fc.boolean(),
      is_partner: fc.boolean(),
      rank_place_world: rankArb,
      rank_place_country: rankArb,
      places_applicants: countArb,
      available_places: countArb,
      views: countArb,
      updated_at: timestampArb,
      open_waves: fc.boolean(),
    }),
  )
  .map(([ref, rest]) => ({ ...ref, ...rest }));

const namedFacetArb = fc.record({ id: idArb, slug: slugArb, title: titleArb, count: countArb });
const placeArb = fc.record({
  kind: fc.constantFrom("city" as const, "province" as const),
  id: idArb,
  slug: slugArb,
  name: nameArb,
  institutionsCount: countArb,
});

/** A valid listing page: cards, facets with counts, a price range (min not above max) and a location menu. */
export const institutionListingArb: fc.Arbitrary<InstitutionListingResponse> = fc.record({
  total: countArb,
  last_page: fc.integer({ min: 1, max: 500 }),
  current_page: fc.integer({ min: 1, max: 500 }),
  per_page: fc.integer({ min: 1, max: 100 }),
  data: fc.array(institutionCardArb, { maxLength: 4 }),
  page: fc.record({ seo: fc.option(seoArb, { nil: null }) }),
  total_available_places: countArb,
  available_languages: idsArb,
  available_programs: idsArb,
  available_directions: idsArb,
  facets: fc.record({
    countries: fc.array(
      fc.record({
        id: idArb,
        slug: slugArb,
        name: nameArb,
        morph: fc.constant(null),
        institutions_count: countArb,
        currency: fc.constantFrom({ code: "CNY", symbol: "¥" }, { code: "KRW", symbol: "₩" }),
      }),
      { maxLength: 3 },
    ),
    cities: fc.array(
      fc.record({
        id: idArb,
        slug: slugArb,
        name: nameArb,
        morph: fc.constant(null),
        country_id: idArb,
        is_province: fc.boolean(),
        institutions_count: countArb,
      }),
      { maxLength: 3 },
    ),
    lang_instructions: fc.array(namedFacetArb, { maxLength: 3 }),
    degree_programs: fc.array(namedFacetArb, { maxLength: 3 }),
    directions: fc.array(namedFacetArb, { maxLength: 3 }),
    specialties: fc.array(namedFacetArb, { maxLength: 3 }),
    price: fc
      .tuple(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 }))
      .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
  }),
  location_menu: fc.array(
    fc.record({
      kind: fc.constant("country" as const),
      id: idArb,
      slug: slugArb,
      name: nameArb,
      institutionsCount: countArb,
      places: fc.array(placeArb, { maxLength: 3 }),
    }),
    { maxLength: 3 },
  ),
});
