import type { AfterOfferPlan } from "../../../core/domain/timeline/after-offer";
import { planVisa } from "../../../core/domain/timeline/after-offer-steps";
import { countdownTexts } from "./after-offer-countdowns";
import { calendarDateText, milestoneStepText, warningText } from "./timeline-texts";

export type AfterOfferStepsProps = {
  readonly shown: boolean;
  readonly plan: AfterOfferPlan;
  /** Names the section's heading (one section per page). */
  readonly headingId?: string;
};

/**
 * The steps after the offer (admission notice, JW202, X1 visa, arrival, registration, residence permit; fewer for a
 * course, ADR 059) with their dates, the countdowns and the warnings in words; nothing before the application is
 * processing.
 */
export function AfterOfferSteps({ shown, plan, headingId = "after-offer-heading" }: AfterOfferStepsProps) {
  if (!shown) return null;
  const countdowns = countdownTexts(plan.countdowns);
  const visa = planVisa(plan.steps);
  return (
    <section className="after-offer" aria-labelledby={headingId}>
      <h2 id={headingId} className="after-offer__heading">
        После зачисления
      </h2>
      {countdowns.length === 0 ? null : (
        <ul className="after-offer__countdowns">
          {countdowns.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {plan.warnings.length === 0 ? null : (
        <ul className="after-offer__warnings">
          {plan.warnings.map((warning) => (
            <li key={warning._tag}>{warningText(warning)}</li>
          ))}
        </ul>
      )}
      <ol className="after-offer__steps">
        {plan.steps.map(({ step, date }) => (
          <li key={step} className={`after-offer__step${date === null ? "" : " after-offer__step--dated"}`}>
            <span className="after-offer__step-name">{milestoneStepText(step, visa)}</span>
            {date === null ? (
              <span className="after-offer__date after-offer__date--unset">дата пока не известна</span>
            ) : (
              <time className="after-offer__date" dateTime={date}>
                {calendarDateText(date)}
              </time>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
