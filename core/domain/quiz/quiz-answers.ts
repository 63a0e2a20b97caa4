import { z } from "zod";
import { DIRECTIONS } from "../constants/directions";
import { CITY_SIZES } from "./city-size";
import type { QuizQuestion } from "./quiz-question";

/** The highest budget the quiz takes, in roubles a year (a larger figure is a typo, not a budget). */
export const QUIZ_BUDGET_MAX = 100_000_000;

const slugAnswer = z.string().regex(/^[a-z0-9-]{1,60}$/);
const directionSlugs = DIRECTIONS.map((direction) => direction.slug) as [string, ...string[]];

/** One schema per question: what an answer to it may be. */
export const QUIZ_ANSWER_SCHEMAS = {
  level: slugAnswer,
  budget: z.coerce.number().int().positive().max(QUIZ_BUDGET_MAX),
  language: slugAnswer,
  /** A stated HSK level: 0 (no certificate) to 6, the core's HSK_LEVELS (written as a range so that the browser's
   * API client does not pull the HSK module into a chunk of its own). */
  hsk: z.coerce.number().int().min(0).max(6),
  direction: z.enum(directionSlugs),
  grant: z.literal("needed"),
  city_size: z.enum(CITY_SIZES),
} satisfies Record<QuizQuestion, z.ZodType>;

/** The answers of a quiz; an absent answer is "any" (the question does not narrow the programs). */
export type QuizAnswers = Readonly<{ [Q in QuizQuestion]?: z.infer<(typeof QUIZ_ANSWER_SCHEMAS)[Q]> }>;

export const quizAnswersSchema = z
  .object({
    level: QUIZ_ANSWER_SCHEMAS.level.optional(),
    budget: QUIZ_ANSWER_SCHEMAS.budget.optional(),
    language: QUIZ_ANSWER_SCHEMAS.language.optional(),
    hsk: QUIZ_ANSWER_SCHEMAS.hsk.optional(),
    direction: QUIZ_ANSWER_SCHEMAS.direction.optional(),
    grant: QUIZ_ANSWER_SCHEMAS.grant.optional(),
    city_size: QUIZ_ANSWER_SCHEMAS.city_size.optional(),
  })
  .readonly();
