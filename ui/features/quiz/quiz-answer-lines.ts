import { directionBySlug } from "../../../core/domain/constants/directions";
import { formatPrice } from "../../../core/domain/price/price-format";
import type { QuizAnswers } from "../../../core/domain/quiz/quiz-answers";
import type { QuizChoices } from "../../../core/domain/quiz/quiz-choices";
import { LANGUAGE_COURSE_LEVEL, QUIZ_QUESTIONS, type QuizQuestion } from "../../../core/domain/quiz/quiz-question";
import { QUIZ_TEXTS as T } from "./quiz-texts";

export type QuizAnswerLine = Readonly<{ question: QuizQuestion; text: string }>;

const titleOf = (list: readonly { slug: string; title: string }[], slug: string): string =>
  list.find((entry) => entry.slug === slug)?.title ?? slug;

const lineOf = (question: QuizQuestion, answers: QuizAnswers, choices: QuizChoices): string | null => {
  switch (question) {
    case "level":
      if (answers.level === undefined) return null;
      return answers.level === LANGUAGE_COURSE_LEVEL ? T.languageCourse : titleOf(choices.levels, answers.level);
    case "budget":
      return answers.budget === undefined ? null : `бюджет до ${formatPrice(answers.budget, "RUB")} в год`;
    case "language":
      return answers.language === undefined
        ? null
        : `язык обучения: ${titleOf(choices.languages, answers.language).toLowerCase()}`;
    case "hsk":
      if (answers.hsk === undefined) return null;
      return answers.hsk === 0 ? "без сертификата HSK" : `уровень HSK ${answers.hsk}`;
    case "direction":
      return answers.direction === undefined
        ? null
        : `направление: ${directionBySlug(answers.direction)?.title ?? answers.direction}`;
    case "grant":
      return answers.grant === undefined ? null : "нужен грант или стипендия";
    case "city_size":
      return answers.city_size === undefined ? null : T.citySizeShort[answers.city_size];
  }
};

/** Each answer in words, in question order: for the lead's subject, the preset note and the relaxing links. */
export const quizAnswerLines = (answers: QuizAnswers, choices: QuizChoices): readonly QuizAnswerLine[] =>
  QUIZ_QUESTIONS.flatMap((question) => {
    const text = lineOf(question, answers, choices);
    return text === null ? [] : [{ question, text }];
  });
