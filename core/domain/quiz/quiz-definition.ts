import { z } from "zod";
import { quizAnswersSchema, type QuizAnswers } from "./quiz-answers";
import { QUIZ_QUESTIONS, type QuizQuestion } from "./quiz-question";

/**
 * A quiz (ADR 066): its address slug, title and introduction, the questions it asks (in the page's order) and its
 * preset: fixed answers to questions it does not ask (a "bachelor's with a grant" quiz asks neither). `is_default`:
 * the quiz /quiz/ shows.
 */
export const quizDefinitionSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]{1,80}$/),
    title: z.string().min(1),
    intro: z.string(),
    questions: z.array(z.enum(QUIZ_QUESTIONS)).min(1).readonly(),
    preset: quizAnswersSchema,
    is_default: z.boolean(),
  })
  .readonly();

export type QuizDefinition = z.infer<typeof quizDefinitionSchema>;

/** The answers a quiz matches with: its preset for the questions it does not ask, the visitor's for the others. */
export const effectiveQuizAnswers = (quiz: QuizDefinition, asked: QuizAnswers): QuizAnswers => {
  const answers: Partial<Record<QuizQuestion, unknown>> = {};
  for (const question of QUIZ_QUESTIONS) {
    const value = quiz.questions.includes(question) ? asked[question] : quiz.preset[question];
    if (value !== undefined) answers[question] = value;
  }
  return answers as QuizAnswers;
};
