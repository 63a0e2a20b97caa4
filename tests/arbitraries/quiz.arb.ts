import fc from "fast-check";
import { DIRECTIONS } from "../../core/domain/constants/directions";
import { HSK_LEVELS } from "../../core/domain/hsk/hsk-level";
import { CITY_SIZES } from "../../core/domain/quiz/city-size";
import type { QuizAnswers } from "../../core/domain/quiz/quiz-answers";
import { LANGUAGE_COURSE_LEVEL } from "../../core/domain/quiz/quiz-question";
import type { QuizCandidate } from "../../core/domain/quiz/quiz-candidate";
import type { CurrencyCode } from "../../core/domain/price/currency-code";
import type { RatesByCurrency } from "../../core/domain/price/rouble-equivalent";

/** A small catalogue vocabulary, so that answers and candidates often meet. */
export const QUIZ_LEVELS = [
  { slug: "bakalavriat", title: "Бакалавриат", sort: 1 },
  { slug: "magistratura", title: "Магистратура", sort: 2 },
  { slug: "podgotovitelnyj", title: "Подготовительный курс", sort: 4 },
] as const;
export const QUIZ_LANGUAGES = [
  { slug: "kitajskij", title: "Китайский" },
  { slug: "anglijskij", title: "Английский" },
  { slug: "russkij", title: "Русский" },
] as const;
const CURRENCIES = ["CNY", "RUB", "KRW"] as const;

/** Rates of the currencies candidates are priced in (KRW sometimes has none). */
export const quizRatesArb = fc
  .record({ cny: fc.integer({ min: 5, max: 20 }), krw: fc.option(fc.constantFrom(0.05, 0.06), { nil: undefined }) })
  .map(
    ({ cny, krw }): RatesByCurrency =>
      new Map<CurrencyCode, number>(
        krw === undefined
          ? [["CNY", cny]]
          : [
              ["CNY", cny],
              ["KRW", krw],
            ],
      ),
  );

const populationArb = fc.option(
  fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 500_000, max: 40_000_000 })),
  { nil: null },
);

/** Candidates with distinct ids, over the small vocabulary above. */
export const quizCandidatesArb = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 100_000 }),
      institution: fc.record({
        id: fc.integer({ min: 1, max: 50 }),
        title: fc.constantFrom("Пекинский университет", "Университет Цинхуа"),
      }),
      level: fc.constantFrom(...QUIZ_LEVELS),
      is_language_course: fc.boolean(),
      min_price: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
      currency: fc.option(fc.constantFrom(...CURRENCIES), { nil: null }),
      languages: fc.subarray([...QUIZ_LANGUAGES]),
      hsk_level: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
      direction_slugs: fc.subarray(DIRECTIONS.map((direction) => direction.slug)),
      grant_type: fc.constantFrom(1 as const, 2 as const, null),
      city: fc.option(fc.record({ name: fc.constantFrom("Пекин", "Яньцзи"), population: populationArb }), {
        nil: null,
      }),
    }),
    { selector: (candidate) => candidate.id, maxLength: 40 },
  )
  .map((rows) =>
    rows.map((row): QuizCandidate => ({
      ...row,
      slug: `base-${row.id}`,
      href: `/universities/china/beijing/pku-1/base-${row.id}/`,
      title: `Программа ${row.id}`,
      program_title: `Направление ${row.id}`,
    })),
  );

/** Any answers, each question answered or not. */
export const quizAnswersArb: fc.Arbitrary<QuizAnswers> = fc.record(
  {
    level: fc.constantFrom(...QUIZ_LEVELS.map((level) => level.slug), LANGUAGE_COURSE_LEVEL),
    budget: fc.integer({ min: 1, max: 30_000_000 }),
    language: fc.constantFrom(...QUIZ_LANGUAGES.map((language) => language.slug)),
    hsk: fc.constantFrom(...HSK_LEVELS),
    direction: fc.constantFrom(...DIRECTIONS.map((direction) => direction.slug)),
    grant: fc.constant("needed" as const),
    city_size: fc.constantFrom(...CITY_SIZES),
  },
  { requiredKeys: [] },
);
