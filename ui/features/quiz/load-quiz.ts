import { data, type RouterContextProvider } from "react-router";
import { DIRECTIONS } from "../../../core/domain/constants/directions";
import { HSK_LEVELS } from "../../../core/domain/hsk/hsk-level";
import { parseQuizAnswers } from "../../../core/domain/quiz/parse-quiz-answers";
import type { QuizAnswers } from "../../../core/domain/quiz/quiz-answers";
import { effectiveQuizAnswers } from "../../../core/domain/quiz/quiz-definition";
import { QUIZ_QUESTIONS, type QuizQuestion } from "../../../core/domain/quiz/quiz-question";
import { requestApiContext } from "../../app/request-context";
import { quizAnswerLines } from "./quiz-answer-lines";
import { quizMatchView } from "./quiz-match-view";
import { QUIZ_TEXTS as T } from "./quiz-texts";

/** A link that drops one answer: the same address without that question's field. */
export type RelaxLink = Readonly<{ question: QuizQuestion; text: string; href: string }>;

const withoutAnswer = (url: URL, question: QuizQuestion): string => {
  const search = new URLSearchParams(url.search);
  search.delete(question);
  for (const [name, value] of [...search]) if (value === "") search.delete(name);
  const query = search.toString();
  return `${url.pathname}${query === "" ? "" : `?${query}`}`;
};

/**
 * The quiz page's data (ADR 066): the quiz by the address's slug (none: the default one; unknown: a 404), the
 * visitor's answers to the questions it asks as the form shows them again, the ones it could not read, the result,
 * the links that drop one answer each and the request's subject naming the quiz and every answer.
 */
export async function loadQuiz(args: {
  url: URL;
  params: { slug?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const slug = args.params.slug ?? null;
  const parsed = parseQuizAnswers((name) => args.url.searchParams.get(name));
  const page = await args.context.get(requestApiContext).quiz.page(slug, parsed.answers);
  if (page === null) throw data(T.notFound, { status: 404 });
  const asked = page.quiz.questions;
  const answers: QuizAnswers = Object.fromEntries(
    QUIZ_QUESTIONS.filter((question) => asked.includes(question)).flatMap((question) => {
      const value = parsed.answers[question];
      return value === undefined ? [] : [[question, value]];
    }),
  );
  const effective = effectiveQuizAnswers(page.quiz, answers);
  const lines = quizAnswerLines(effective, page.choices);
  const presetLines = lines.filter((line) => !asked.includes(line.question));
  const relax = lines
    .filter((line) => asked.includes(line.question))
    .map((line) => ({ ...line, href: withoutAnswer(args.url, line.question) }));
  return {
    quiz: page.quiz,
    choices: page.choices,
    matches: page.result.matches.map(quizMatchView),
    total: page.result.total,
    /** The raw field values to show again, by question (what the visitor typed, even if it was refused). */
    values: Object.fromEntries(asked.map((question) => [question, args.url.searchParams.get(question) ?? ""])),
    invalid: parsed.invalid.filter((question) => asked.includes(question)),
    answered: lines.length > 0,
    presetLines: presetLines.map((line) => line.text),
    relax,
    subject: T.subject(
      page.quiz.title,
      lines.map((line) => line.text),
    ),
    hskLevels: HSK_LEVELS,
    directions: DIRECTIONS.map(({ slug, title }) => ({ slug, title })),
  };
}
