import { AppLink } from "../../components/app-link";
import type { RelaxLink } from "./load-quiz";
import type { QuizMatchView } from "./quiz-match-view";
import { QUIZ_TEXTS as T } from "./quiz-texts";

type Props = Readonly<{
  matches: readonly QuizMatchView[];
  total: number;
  answered: boolean;
  relax: readonly RelaxLink[];
}>;

/**
 * The programs that fit every answer (ADR 066), each linking to its page with one line per answer saying why it
 * fits; an empty result says so and offers to drop one answer at a time.
 */
export function QuizResults({ matches, total, answered, relax }: Props) {
  return (
    <section className="quiz-results" id="quiz-results" aria-labelledby="quiz-results-title">
      <h2 id="quiz-results-title">{T.resultTitle}</h2>
      {!answered ? (
        <p>{T.resultPrompt}</p>
      ) : total === 0 ? (
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
          <p className="quiz-results__count">{T.found(total, matches.length)}</p>
          <ol className="quiz-results__list">
            {matches.map((match) => (
              <li key={match.id} className="quiz-match" data-base-id={match.id}>
                <h3 className="quiz-match__title">
                  <AppLink to={match.href}>{match.heading}</AppLink>
                </h3>
                <p className="quiz-match__place">{match.place}</p>
                {match.price === null ? null : <p className="quiz-match__price">{match.price}</p>}
                <p className="quiz-match__why">{T.why}</p>
                <ul className="quiz-match__reasons">
                  {match.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
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
