import { QUIZ_ANSWER_SCHEMAS, type QuizAnswers } from "./quiz-answers";
import { QUIZ_QUESTIONS, type QuizQuestion } from "./quiz-question";

export type ParsedQuizAnswers = Readonly<{ answers: QuizAnswers; invalid: readonly QuizQuestion[] }>;

/**
 * Reads the answers of `questions` from a query (`read(name)`, the GET form's fields): an empty field is no answer,
 * a field that is not a valid answer is left out and named in `invalid` (the page says so rather than guessing).
 * Budgets may be written with spaces ("300 000").
 */
export const parseQuizAnswers = (
  read: (name: QuizQuestion) => string | null,
  questions: readonly QuizQuestion[] = QUIZ_QUESTIONS,
): ParsedQuizAnswers => {
  const answers: Record<string, unknown> = {};
  const invalid: QuizQuestion[] = [];
  for (const question of questions) {
    const raw = read(question)?.trim() ?? "";
    const text = question === "budget" ? raw.replace(/[\s\u00a0\u202f]/g, "") : raw;
    if (text === "") continue;
    const parsed = QUIZ_ANSWER_SCHEMAS[question].safeParse(text);
    if (parsed.success) answers[question] = parsed.data;
    else invalid.push(question);
  }
  return { answers: answers as QuizAnswers, invalid };
};

/** The answers as query pairs, in question order: the inverse of `parseQuizAnswers` (shareable addresses). */
export const quizAnswerPairs = (answers: QuizAnswers): readonly (readonly [QuizQuestion, string])[] =>
  QUIZ_QUESTIONS.flatMap((question) => {
    const value = answers[question];
    return value === undefined ? [] : [[question, String(value)] as const];
  });
