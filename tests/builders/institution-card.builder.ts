import type { InstitutionCard } from "../../core/domain/catalogue/institution-card";
import type { InstitutionListingResponse } from "../../core/domain/catalogue/institution-listing-response";
import { BLANK_INSTITUTION_LISTING } from "../../core/domain/catalogue/institution-listing-response";
import { buildInstitutionRef } from "./institution-ref.builder";
import { buildSeo } from "./seo.builder";

/** A listing card of Peking University; an overridden `type` brings its matching `type_slug`. */
export const buildInstitutionCard = (overrides: Partial<InstitutionCard> = {}): InstitutionCard => ({
  ...buildInstitutionRef({ id: overrides.id ?? 101, type: overrides.type ?? 1 }),
  type_name: "Университет",
  acronym: "PKU",
  photo: null,
  price: 26000,
  price_rub: 291_000,
  rating: 4.5,
  ratings_count: 12,
  comments_count: 3,
  has_grants: true,
  is_partner: false,
  rank_place_world: 14,
  rank_place_country: 1,
  places_applicants: 40,
  available_places: 12,
  views: 350,
  updated_at: "2026-11-10T10:00:00.000Z",
  open_waves: true,
  ...overrides,
});

/** A one-page listing of the given cards in China (Пекин), with facets, the menu and the page's SEO. */
export const buildInstitutionListing = (
  cards: readonly InstitutionCard[] = [buildInstitutionCard()],
  overrides: Partial<InstitutionListingResponse> = {},
): InstitutionListingResponse => ({
  ...BLANK_INSTITUTION_LISTING,
  total: cards.length,
  data: cards,
  page: { seo: buildSeo({ title: "Университеты Китая" }) },
  total_available_places: cards.reduce((sum, card) => sum + card.available_places, 0),
  available_languages: [1],
  available_programs: [2],
  available_directions: [1, 4],
  facets: {
    countries: [
      {
        id: 1,
        slug: "china",
        name: "Китай",
        morph: null,
        institutions_count: cards.length,
        currency: { code: "CNY", symbol: "¥" },
      },
    ],
    cities: [
      {
        id: 7,
        slug: "beijing",
        name: "Пекин",
        morph: null,
        country_id: 1,
        is_province: false,
        institutions_count: cards.length,
      },
    ],
    lang_instructions: [{ id: 1, slug: "kitajskij", title: "Китайский", count: cards.length }],
    degree_programs: [{ id: 2, slug: "bakalavriat", title: "Бакалавриат", count: cards.length }],
    directions: [{ id: 1, slug: "ekonomika", title: "Экономика", count: cards.length }],
    specialties: [],
    price: { min: 26000, max: 26000 },
  },
  location_menu: [
    {
      kind: "country",
      id: 1,
      slug: "china",
      name: "Китай",
      institutionsCount: cards.length,
      places: [{ kind: "city", id: 7, slug: "beijing", name: "Пекин", institutionsCount: cards.length }],
    },
  ],
  ...overrides,
});
