import { CURRENCY_CODES } from "../../../core/domain/price/currency-code";
import { CITY_SIZES } from "../../../core/domain/quiz/city-size";
import { QUIZ_ANSWER_SCHEMAS, QUIZ_BUDGET_MAX } from "../../../core/domain/quiz/quiz-answers";
import { quizDefinitionSchema } from "../../../core/domain/quiz/quiz-definition";
import { slugText } from "./fields";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

const V1 = "/api/ru/v1";

/** Russian messages of a refused answer (ADR 066). */
export const QUIZ_ANSWER_MESSAGES = {
  level: "Ступень: адрес уровня программы из каталога.",
  budget: `Бюджет: целое число рублей в год, от 1 до ${QUIZ_BUDGET_MAX.toLocaleString("ru-RU")}.`,
  language: "Язык: адрес языка обучения из каталога.",
  hsk: "HSK: число от 0 до 6.",
  direction: "Направление: одно из пяти направлений каталога.",
  grant: "Грант: needed или пусто.",
  city_size: `Размер города: ${CITY_SIZES.join(", ")}.`,
} as const;

const answer = <S extends z.ZodType>(schema: S, message: string) =>
  z
    .string()
    .transform((text, ctx) => {
      const parsed = schema.safeParse(text);
      if (parsed.success) return parsed.data as z.infer<S>;
      ctx.issues.push({ code: "custom", message, input: text });
      return z.NEVER;
    })
    .optional();

/** The answers, each optional: the names of the quiz page's GET form. */
export const quizAnswersQuerySchema = z.object({
  level: answer(QUIZ_ANSWER_SCHEMAS.level, QUIZ_ANSWER_MESSAGES.level),
  budget: answer(QUIZ_ANSWER_SCHEMAS.budget, QUIZ_ANSWER_MESSAGES.budget),
  language: answer(QUIZ_ANSWER_SCHEMAS.language, QUIZ_ANSWER_MESSAGES.language),
  hsk: answer(QUIZ_ANSWER_SCHEMAS.hsk, QUIZ_ANSWER_MESSAGES.hsk),
  direction: answer(QUIZ_ANSWER_SCHEMAS.direction, QUIZ_ANSWER_MESSAGES.direction),
  grant: answer(QUIZ_ANSWER_SCHEMAS.grant, QUIZ_ANSWER_MESSAGES.grant),
  city_size: answer(QUIZ_ANSWER_SCHEMAS.city_size, QUIZ_ANSWER_MESSAGES.city_size),
});

export const quizParamsSchema = z.object({ slug: slugText() });

const namedSchema = z.object({ slug: z.string(), title: z.string() }).readonly();
const levelSchema = z.object({ slug: z.string(), title: z.string(), sort: z.number() }).readonly();

const quizCandidateSchema = z
  .object({
    id: z.int().positive(),
    slug: z.string(),
    title: z.string(),
    href: z.string(),
    institution: z.object({ id: z.int().positive(), title: z.string() }).readonly(),
    program_title: z.string(),
    level: levelSchema,
    is_language_course: z.boolean(),
    min_price: z.number().nullable(),
    currency: z.enum(CURRENCY_CODES).nullable(),
    languages: z.array(namedSchema).readonly(),
    hsk_level: z.int().nullable(),
    direction_slugs: z.array(z.string()).readonly(),
    grant_type: z.union([z.literal(1), z.literal(2)]).nullable(),
    city: z.object({ name: z.string(), population: z.int().nullable() }).readonly().nullable(),
  })
  .readonly();

const quizReasonSchema = z.discriminatedUnion("_tag", [
  z.object({ _tag: z.literal("Level"), level: z.string(), language_course: z.boolean() }).readonly(),
  z.object({ _tag: z.literal("Budget"), yearly_rub: z.number(), budget: z.number() }).readonly(),
  z.object({ _tag: z.literal("Language"), language: z.string() }).readonly(),
  z.object({ _tag: z.literal("Hsk"), required: z.int().nullable(), visitor: z.int() }).readonly(),
  z.object({ _tag: z.literal("Direction"), direction: z.string() }).readonly(),
  z.object({ _tag: z.literal("Grant"), grant_type: z.union([z.literal(1), z.literal(2)]) }).readonly(),
  z.object({ _tag: z.literal("CitySize"), size: z.enum(CITY_SIZES), city: z.string(), population: z.int() }).readonly(),
]);

/** A quiz page: the quiz, the levels and languages its questions offer, and the programs that fit (ADR 066). */
export const quizPageSchema = z
  .object({
    quiz: quizDefinitionSchema,
    choices: z
      .object({
        levels: z.array(levelSchema).readonly(),
        languages: z.array(namedSchema).readonly(),
        language_courses: z.boolean(),
      })
      .readonly(),
    result: z
      .object({
        matches: z
          .array(
            z
              .object({
                candidate: quizCandidateSchema,
                yearly_rub: z.number().nullable(),
                reasons: z.array(quizReasonSchema).readonly(),
              })
              .readonly(),
          )
          .readonly(),
        total: z.int().nonnegative(),
      })
      .readonly(),
  })
  .readonly();

/** The quiz (ADR 066): the default one and one by slug, each with its result for the answers in the query. */
export const QUIZ_ROUTES = {
  quizDefault: defineRoute({
    method: "get",
    path: `${V1}/quiz`,
    summary: "Тест подбора по умолчанию и программы, подходящие под ответы",
    tag: "catalogue",
    auth: "none",
    request: { query: quizAnswersQuerySchema },
    responses: { 200: quizPageSchema, ...errorResponses(404, 406, 422, 500) },
  }),
  quiz: defineRoute({
    method: "get",
    path: `${V1}/quiz/{slug}`,
    summary: "Тест подбора по адресу и программы, подходящие под ответы",
    tag: "catalogue",
    auth: "none",
    request: { params: quizParamsSchema, query: quizAnswersQuerySchema },
    responses: { 200: quizPageSchema, ...errorResponses(404, 406, 422, 500) },
  }),
} as const;
