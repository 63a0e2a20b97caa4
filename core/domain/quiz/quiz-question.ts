/** The questions a quiz may ask (ADR 066), in the order the page asks them; each is one field of the GET form. */
export const QUIZ_QUESTIONS = ["level", "budget", "language", "hsk", "direction", "grant", "city_size"] as const;

export type QuizQuestion = (typeof QUIZ_QUESTIONS)[number];

/** The level answer that asks for a language course rather than a program level (ADR 066). */
export const LANGUAGE_COURSE_LEVEL = "yazykovoj-kurs";

export const isQuizQuestion = (value: unknown): value is QuizQuestion =>
  QUIZ_QUESTIONS.some((question) => question === value);
