import { institutionCampusPhoto } from "../images/campus-photo-name";
import type { CatalogueRows } from "./catalogue-rows";
import type { ProgramLevelSlug } from "./data/program-levels.data";
import { planDegreeProgram } from "./degree-program-plan";
import { institutionContent } from "./institution-content";
import { type ContextOptions, institutionContext } from "./institution-context";
import type { InstitutionFact } from "./institution-fact";
import { latinSlug } from "./latin-slug";
import { programLevelsPlan } from "./program-levels-plan";
import { seededRating } from "./rating-spread";
import { tariffIdFor } from "./tariff-rows";

export type InstitutionOptions = ContextOptions & Readonly<{ rankPlace: number | null }>;

const PARTNER_CHANCE = 0.25;

const LEVEL_IN_LIST: Readonly<Record<ProgramLevelSlug, string>> = {
  bakalavriat: "бакалавриат",
  magistratura: "магистратура",
  aspirantura: "аспирантура",
  podgotovitelnyj: "языковые курсы",
  kolledzh: "программы колледжа",
  shkola: "школьные программы",
};

/** Appends an institution with its degree programs and education bases to `rows`. */
export const planInstitution = (fact: InstitutionFact, options: InstitutionOptions, rows: CatalogueRows): void => {
  const context = institutionContext(fact, options);
  const { id, random, now, city, country } = context;
  const levels = programLevelsPlan(context);
  const bases = levels.flatMap((level) => planDegreeProgram(context, level, rows));
  const paid = bases.filter((base) => base.type === null);
  const degreePaid = paid.filter((base) => !base.isLanguageCourse);
  const price = Math.min(...(degreePaid.length > 0 ? degreePaid : paid).map((base) => base.minPrice));
  const directions = [...new Set(bases.flatMap((base) => base.directions))].sort((a, b) => a - b);
  const isPartner = random.chance(PARTNER_CHANCE);
  const summary = {
    levels: levels.map((level) => LEVEL_IN_LIST[level]),
    languages: [...new Set(bases.flatMap((base) => base.languages))],
    price: Number.isFinite(price) ? price : null,
    hasGrants: bases.some((base) => base.type === 1),
    hasScholarships: bases.some((base) => base.type === 2),
    hasLanguageCourses: bases.some((base) => base.isLanguageCourse),
    isPartner,
  };
  const slug = `${latinSlug(fact.en, "institution")}-${id}`;
  const views = random.int(100, options.lean ? 5_000 : 60_000);
  const places = bases.reduce((sum, base) => sum + base.available, 0);
  rows.institutions.push({
    id,
    slug,
    type: fact.type,
    country_id: country.id,
    city_id: city.id,
    title_ru: fact.ru,
    title_en: fact.en,
    title_ch: fact.ch,
    morph: context.morph,
    acronym: fact.acronym,
    price: summary.price,
    views,
    site: fact.site,
    has_grants: summary.hasGrants,
    // The carried-over rating follows the institution's size, views and rankings, from its own generator (ADR 033).
    ...seededRating({
      key: slug,
      places,
      views,
      worldRank: fact.qs,
      nationalRank: fact.national,
      lean: options.lean,
    }),
    rating_by_reviews: 0,
    comments_count: 0,
    rank_place: options.rankPlace,
    rank_place_country: fact.national,
    rank_place_world: fact.qs,
    places_applicants: places,
    logo: null,
    photo: institutionCampusPhoto(slug),
    is_partner: isPartner,
    content: institutionContent(context, summary),
    seo: options.lean
      ? { title: `${fact.ru}: поступление и стоимость обучения`, h1: fact.ru }
      : {
          title: `${fact.ru}: поступление и стоимость обучения`,
          description: `Программы, гранты и цены ${context.morph.genitive}.`,
          keywords: `учёба в ${city.countryMorph.prepositional}, ${fact.ru}`,
          h1: fact.ru,
        },
    tariff_id: isPartner ? tariffIdFor(country.slug, random.pick([2, 3, 3])) : null,
    author_id: null,
    topic_text: "",
    founded_year: fact.founded,
    students_count: null,
    updated_at: now,
    created_at: now,
  });
  for (const direction of directions) rows.institutionDirections.push({ institution_id: id, direction_id: direction });
};
