import { formatPrice } from "../../../core/domain/price/price-format";
import type { QuizResult } from "../../../core/domain/quiz/quiz-result";
import { AppLink } from "../../components/app-link";
import type { RelaxLink } from "./load-quiz";
import { quizReasonText } from "./quiz-reason-text";
import { QUIZ_TEXTS as T } from "./quiz-texts";

type Props = Readonly<{ result: QuizResult; answered: boolean; relax: readonly RelaxLink[] }>;

/**
 * The programs that fit every answer (ADR 066), each linking to its page with one line per answer saying why it
 * fits; an empty result says so and offers to drop one answer at a time.
 */
export function QuizResults({ result, answered, relax }: Props) {
  return (
    <section className="quiz-results" id="quiz-results" aria-labelledby="quiz-results-title">
      <h2 id="quiz-results-title">{T.resultTitle}</h2>
      {!answered ? (
        <p>{T.resultPrompt}</p>
      ) : result.total === 0 ? (
        <div className="quiz-results__empty">
          <p>{T.empty}</p>
          {relax.length === 0 ? null : (
            <>
              <p>{T.relaxLead}</p>
              <ul className="quiz-results__relax">
                {relax.map((link) => (
                  <li key={link.question}>
                    <AppLink to={link.href}>{T.relaxLink(link.text)}</AppLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : (
        <>
          <p className="quiz-results__count">{T.found(result.total, result.matches.length)}</p>
          <ol className="quiz-results__list">
            {result.matches.map(({ candidate, yearly_rub, reasons }) => (
              <li key={candidate.id} className="quiz-match" data-base-id={candidate.id}>
                <h3 className="quiz-match__title">
                  <AppLink to={candidate.href}>
                    {candidate.institution.title}: {candidate.title}
                  </AppLink>
                </h3>
                <p className="quiz-match__place">
                  {candidate.program_title}
                  {candidate.city === null ? "" : ` · ${candidate.city.name}`}
                </p>
                {yearly_rub === null ? null : (
                  <p className="quiz-match__price">
                    {yearly_rub === 0 ? T.free : T.yearly(formatPrice(yearly_rub, "RUB"))}
                  </p>
                )}
                <p className="quiz-match__why">{T.why}</p>
                <ul className="quiz-match__reasons">
                  {reasons.map((reason) => (
                    <li key={reason._tag}>{quizReasonText(reason)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
