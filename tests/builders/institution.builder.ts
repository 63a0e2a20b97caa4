import type { Institution } from "../../core/domain/catalogue/institution";
import { buildDegreeProgram } from "./degree-program.builder";
import { buildDirection } from "./direction.builder";
import { buildInstitutionRef } from "./institution-ref.builder";
import { buildMorph } from "./morph.builder";
import { buildSeo } from "./seo.builder";
import { buildTariff } from "./tariff.builder";

/**
 * A partner university in Beijing. Its slug ends in its id and `type_slug` follows `type`
 * (see buildInstitutionRef); every other field can be overridden.
 */
export const buildInstitution = (overrides: Partial<Institution> = {}): Institution => ({
  ...buildInstitutionRef({
    ...(overrides.id === undefined ? {} : { id: overrides.id }),
    ...(overrides.type === undefined ? {} : { type: overrides.type }),
  }),
  type_name: "Университет",
  morph: buildMorph(),
  acronym: "PKU",
  photo: null,
  updated_at: "2025-11-20T10:00:00.000Z",
  price: 25_000,
  views: 1_520,
  site: "https://english.pku.edu.cn",
  has_grants: true,
  rating: 4.6,
  ratings_count: 38,
  user_rating: null,
  comments_count: 0,
  rating_by_reviews: null,
  rank_place: 1,
  rank_place_country: 1,
  rank_place_world: 14,
  places_applicants: 12,
  is_partner: true,
  content: "<p>Один из ведущих университетов Китая.</p>",
  seo: buildSeo(),
  directions: [buildDirection(1), buildDirection(4)],
  degree_programs: [buildDegreeProgram()],
  tariff: buildTariff(),
  author: { id: 5, name: "Анна Смирнова", position: "Эксперт по поступлению", photo: null },
  topic_text: "Проверено экспертом",
  comments: [],
  booking: null,
  ...overrides,
});
