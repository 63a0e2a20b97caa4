import type { ReactNode } from "react";
import { Form } from "react-router";
import { CITY_SIZES } from "../../../core/domain/quiz/city-size";
import type { QuizChoices } from "../../../core/domain/quiz/quiz-choices";
import { LANGUAGE_COURSE_LEVEL, QUIZ_QUESTIONS, type QuizQuestion } from "../../../core/domain/quiz/quiz-question";
import { QUIZ_TEXTS as T } from "./quiz-texts";

type Props = Readonly<{
  path: string;
  questions: readonly QuizQuestion[];
  choices: QuizChoices;
  values: Readonly<Record<string, string>>;
  invalid: readonly QuizQuestion[];
  presetLines: readonly string[];
  /** The HSK levels a visitor may state (from the loader: the core's list stays out of the shared chunks). */
  hskLevels: readonly number[];
  /** The five directions (from the loader, for the same reason). */
  directions: readonly Readonly<{ slug: string; title: string }>[];
}>;

const FIELD_ID = "quiz-field";
const idOf = (question: QuizQuestion) => `${FIELD_ID}-${question}`;
const hintId = (question: QuizQuestion) => `${idOf(question)}-hint`;
const errorId = (question: QuizQuestion) => `${idOf(question)}-error`;

type Option = Readonly<{ value: string; label: string }>;

/**
 * The quiz's questions as one GET form (ADR 066): the answers become the address, so a result can be shared and
 * back and forward keep the answers; with JavaScript React Router navigates to it, without it the browser does.
 * Every question may be left at «Не важно». A refused answer says so under its field.
 */
export function QuizForm({ path, questions, choices, values, invalid, presetLines, hskLevels, directions }: Props) {
  const value = (question: QuizQuestion) => values[question] ?? "";
  const described = (question: QuizQuestion, hint: boolean) =>
    [hint ? hintId(question) : null, invalid.includes(question) ? errorId(question) : null]
      .filter((id) => id !== null)
      .join(" ") || undefined;

  const field = (question: QuizQuestion, control: ReactNode, hint?: string) => (
    <div className={`quiz-form__field${invalid.includes(question) ? " quiz-form__field--error" : ""}`} key={question}>
      {question === "grant" ? null : (
        <label className="quiz-form__label" htmlFor={idOf(question)}>
          {T.labels[question]}
        </label>
      )}
      {control}
      {hint === undefined ? null : (
        <p className="quiz-form__hint" id={hintId(question)}>
          {hint}
        </p>
      )}
      {invalid.includes(question) ? (
        <p className="quiz-form__error" id={errorId(question)}>
          {T.invalid[question]}
        </p>
      ) : null}
    </div>
  );

  const select = (question: QuizQuestion, options: readonly Option[], anyLabel: string = T.any, hint?: string) =>
    field(
      question,
      <select
        id={idOf(question)}
        name={question}
        defaultValue={value(question)}
        aria-invalid={invalid.includes(question)}
        aria-describedby={described(question, hint !== undefined)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>,
      hint,
    );

  const render = (question: QuizQuestion): ReactNode => {
    switch (question) {
      case "level":
        return select("level", [
          ...choices.levels.map((level) => ({ value: level.slug, label: level.title })),
          ...(choices.language_courses ? [{ value: LANGUAGE_COURSE_LEVEL, label: T.languageCourse }] : []),
        ]);
      case "budget":
        return field(
          "budget",
          <input
            id={idOf("budget")}
            name="budget"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            defaultValue={value("budget")}
            aria-invalid={invalid.includes("budget")}
            aria-describedby={described("budget", true)}
          />,
          T.hints.budget,
        );
      case "language":
        return select(
          "language",
          choices.languages.map((language) => ({ value: language.slug, label: language.title })),
        );
      case "hsk":
        return select(
          "hsk",
          hskLevels.map((level) => ({ value: String(level), label: level === 0 ? T.noHsk : T.hskLevel(level) })),
          T.any,
          T.hints.hsk,
        );
      case "direction":
        return select(
          "direction",
          directions.map((direction) => ({ value: direction.slug, label: direction.title })),
        );
      case "grant":
        return field(
          "grant",
          <div className="quiz-form__check">
            <input
              id={idOf("grant")}
              name="grant"
              type="checkbox"
              value="needed"
              defaultChecked={value("grant") === "needed"}
              aria-describedby={described("grant", true)}
            />
            <label htmlFor={idOf("grant")}>{T.labels.grant}</label>
          </div>,
          T.hints.grant,
        );
      case "city_size":
        return select(
          "city_size",
          CITY_SIZES.map((size) => ({ value: size, label: T.citySizes[size] })),
        );
    }
  };

  return (
    <Form method="get" action={path} className="quiz-form" aria-labelledby="quiz-form-title" preventScrollReset>
      <h2 id="quiz-form-title" className="quiz-form__title">
        {T.formTitle}
      </h2>
      <p className="quiz-form__lead">{T.formLead}</p>
      {presetLines.length === 0 ? null : (
        <p className="quiz-form__preset">
          {T.preset} <strong>{presetLines.join(", ")}</strong>
        </p>
      )}
      <div className="quiz-form__grid">
        {QUIZ_QUESTIONS.filter((question) => questions.includes(question)).map(render)}
      </div>
      <div className="quiz-form__actions">
        <button className="button button--primary" type="submit">
          {T.submit}
        </button>
        <a className="quiz-form__reset" href={path}>
          {T.reset}
        </a>
      </div>
    </Form>
  );
}
