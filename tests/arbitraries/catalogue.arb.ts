import fc from "fast-check";
import type { DegreeProgram } from "../../core/domain/catalogue/degree-program";
import type { Direction } from "../../core/domain/catalogue/direction";
import type { EducationBase } from "../../core/domain/catalogue/education-base";
import type { Institution } from "../../core/domain/catalogue/institution";
import type { InstitutionRef } from "../../core/domain/catalogue/institution-ref";
import type { InstitutionTypeNumber, InstitutionTypeSlug } from "../../core/domain/catalogue/institution-type";
import type { Language } from "../../core/domain/catalogue/language";
import type { Seo } from "../../core/domain/catalogue/seo";
import { DIRECTIONS } from "../../core/domain/constants/directions";
import { partialAdmissionWavesArb } from "./admission.arb";
import { commentArb } from "./comments.arb";

const idArb = fc.integer({ min: 1, max: 1_000_000 });
const countArb = fc.nat({ max: 100_000 });
const priceArb = fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null });
const placesArb = fc.option(fc.nat({ max: 500 }), { nil: null });
const textArb = fc.constantFrom("Пекинский университет", "Колледж Шанхая", "Школа Харбина", "Fudan University");
const optionalTextArb = fc.option(textArb, { nil: null });

export const kebabArb = fc
  .array(fc.constantFrom("pekin", "shanhaj", "universitet", "kolledzh", "shkola", "fudan", "2"), {
    minLength: 1,
    maxLength: 4,
  })
  .map((words) => words.join("-"));

/** A slug that ends in a dash and the given id, as institutions and education bases have. */
export const numberedSlugArb = (id: number): fc.Arbitrary<string> => kebabArb.map((base) => `${base}-${id}`);

/** An instant with an explicit UTC offset, as the API sends it. */
export const timestampArb = fc
  .integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2035, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

const TYPES: readonly (readonly [InstitutionTypeNumber, InstitutionTypeSlug])[] = [
  [1, "universities"],
  [2, "colleges"],
  [3, "schools"],
];

export const seoArb: fc.Arbitrary<Seo> = fc.record({
  title: textArb,
  description: fc.constantFrom("", "Поступление и стоимость"),
  keywords: optionalTextArb,
  h1: optionalTextArb,
  canonical: fc.option(fc.constant("https://example.ru/universities/"), { nil: null }),
});

export const languageArb: fc.Arbitrary<Language> = fc.record({
  id: idArb,
  title: fc.constantFrom("Китайский", "Английский"),
  slug: fc.constantFrom("chinese", "english"),
  morph: fc.constant(null),
});

export const directionArb: fc.Arbitrary<Direction> = fc.constantFrom(...DIRECTIONS).map(({ id, slug, title }) => ({
  id,
  slug,
  title,
}));

export const institutionRefArb: fc.Arbitrary<InstitutionRef> = fc
  .record({ id: idArb, type: fc.constantFrom(...TYPES), base: kebabArb })
  .chain(({ id, type: [type, type_slug], base }) =>
    fc.record({
      id: fc.constant(id),
      slug: fc.constant(`${base}-${id}`),
      type: fc.constant(type),
      type_slug: fc.constant(type_slug),
      title: fc.record({ ru: textArb, en: optionalTextArb, ch: fc.option(fc.constant("北京大学"), { nil: null }) }),
      country: fc.record({
        id: idArb,
        slug: fc.constant("china"),
        name: fc.constant("Китай"),
        morph: fc.constant(null),
      }),
      city: fc.option(
        fc.record({
          id: idArb,
          slug: fc.constant("beijing"),
          name: fc.constant("Пекин"),
          morph: fc.constant(null),
          country_id: idArb,
          is_province: fc.boolean(),
        }),
        { nil: null },
      ),
      logo: fc.option(fc.record({ filename: fc.constant("logo.webp") }), { nil: null }),
    }),
  );

/** A valid education base: numbered slug, min price not above max price, available places within total. */
export const educationBaseArb: fc.Arbitrary<EducationBase> = fc
  .record({ id: idArb, prices: fc.tuple(priceArb, priceArb), places: fc.tuple(placesArb, fc.nat({ max: 500 })) })
  .chain(({ id, prices: [a, b], places: [total, taken] }) =>
    fc.record({
      id: fc.constant(id),
      institution_id: idArb,
      title: textArb,
      excerpt: optionalTextArb,
      slug: numberedSlugArb(id),
      min_price: fc.constant(a !== null && b !== null ? Math.min(a, b) : a),
      max_price: fc.constant(a !== null && b !== null ? Math.max(a, b) : b),
      type: fc.constantFrom(1 as const, 2 as const),
      enrollment_phase: optionalTextArb,
      submission_at: fc.option(timestampArb, { nil: null }),
      submission_at_str: optionalTextArb,
      entrance_at: fc.option(timestampArb, { nil: null }),
      entrance_at_str: optionalTextArb,
      enrollment_at: fc.option(timestampArb, { nil: null }),
      enrollment_at_str: optionalTextArb,
      updated_at: timestampArb,
      extra: fc.record({
        hsk_level: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
        ielts_level: fc.option(
          fc.integer({ min: 0, max: 18 }).map((halves) => halves / 2),
          { nil: null },
        ),
      }),
      waves: partialAdmissionWavesArb,
      institution: fc.option(institutionRefArb, { nil: null }),
      degree_program: fc.option(fc.record({ id: idArb, slug: kebabArb, title: textArb }), { nil: null }),
      directions: fc.uniqueArray(directionArb, { maxLength: 3, selector: (direction) => direction.id }),
      specialties: fc.constant([]),
      languages: fc.array(languageArb, { maxLength: 2 }),
      content: fc.constantFrom("", "<p>Описание</p>"),
      block_required_documents: fc.option(fc.constant("<ul><li>Паспорт</li></ul>"), { nil: null }),
      seo: fc.option(seoArb, { nil: null }),
      views: countArb,
      total_places: fc.constant(total),
      available_places: fc.constant(total === null ? null : Math.min(taken, total)),
      author: fc.constant(null),
      topic_text: optionalTextArb,
    }),
  );

export const degreeProgramArb: fc.Arbitrary<DegreeProgram> = fc.record({
  id: idArb,
  title: textArb,
  slug: kebabArb,
  excerpt: optionalTextArb,
  morph: fc.constant(null),
  education_bases: fc.array(educationBaseArb, { maxLength: 2 }),
  submission_years: fc.uniqueArray(fc.integer({ min: 2020, max: 2030 }), { maxLength: 3 }),
  education_prices: fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 3 }),
  education_types: fc.subarray([1 as const, 2 as const]),
  education_langs: fc.array(languageArb, { maxLength: 2 }),
  institution: fc.option(institutionRefArb, { nil: null }),
  content: fc.constantFrom("", "<p>Программа</p>"),
  total_places: placesArb,
  available_places: placesArb,
});

const scoreArb = fc.integer({ min: 0, max: 50 }).map((tenths) => tenths / 10);
const rankArb = fc.option(fc.integer({ min: 1, max: 2000 }), { nil: null });

export const institutionArb: fc.Arbitrary<Institution> = fc
  .tuple(institutionRefArb, fc.array(idArb, { maxLength: 3 }))
  .chain(([ref, commentIds]) =>
    fc.record({
      id: fc.constant(ref.id),
      slug: fc.constant(ref.slug),
      type: fc.constant(ref.type),
      type_slug: fc.constant(ref.type_slug),
      title: fc.constant(ref.title),
      country: fc.constant(ref.country),
      city: fc.constant(ref.city),
      logo: fc.constant(ref.logo),
      type_name: fc.constantFrom("Университет", "Колледж", "Школа"),
      morph: fc.constant(null),
      acronym: fc.option(fc.constant("PKU"), { nil: null }),
      photo: fc.option(fc.record({ filename: fc.constant("campus-1.jpg") }), { nil: null }),
      updated_at: timestampArb,
      price: priceArb,
      views: countArb,
      site: fc.option(fc.constant("https://example.edu.cn"), { nil: null }),
      has_grants: fc.boolean(),
      rating: scoreArb,
      ratings_count: countArb,
      user_rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      comments_count: countArb,
      rating_by_reviews: fc.option(scoreArb, { nil: null }),
      rank_place: rankArb,
      rank_place_country: rankArb,
      rank_place_world: rankArb,
      places_applicants: placesArb,
      is_partner: fc.boolean(),
      content: fc.constantFrom("", "<p>О вузе</p>"),
      seo: fc.option(seoArb, { nil: null }),
      directions: fc.uniqueArray(directionArb, { maxLength: 5, selector: (direction) => direction.id }),
      degree_programs: fc.array(degreeProgramArb, { maxLength: 2 }),
      tariff: fc.constant(null),
      author: fc.option(
        fc.record({
          id: idArb,
          name: fc.constant("Анна Смирнова"),
          position: optionalTextArb,
          photo: fc.constant(null),
        }),
        { nil: null },
      ),
      topic_text: optionalTextArb,
      comments: fc.tuple(...commentIds.map((id) => commentArb(id, null))),
      booking: fc.option(
        fc.record({ id: idArb, status: fc.constantFrom("checking", "sent", "archived"), created_at: timestampArb }),
        {
          nil: null,
        },
      ),
    }),
  );
