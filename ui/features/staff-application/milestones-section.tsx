import { Form } from "react-router";
import type { MilestoneStep } from "../../../core/domain/timeline/milestone-step";
import { FormField } from "../../components/form-field";
import { AfterOfferSteps } from "../application-timeline/after-offer-steps";
import { milestoneStepText } from "../application-timeline/timeline-texts";
import { FormAlert } from "./form-alert";
import type { StaffApplicationData } from "./staff-application.loader";
import { STAFF_INTENTS } from "./staff-intents";
import { STAFF_TEXTS as T } from "./staff-texts";
import { useStaffForm } from "./use-staff-form";

/** One step's date: «Сохранить» sets it, «Очистить» removes it. */
function StepForm({ step, date }: { readonly step: MilestoneStep; readonly date: string | null }) {
  const key = `milestone:${step}`;
  const form = useStaffForm(key);
  return (
    <Form method="post" className="staff-step" preventScrollReset aria-describedby={`step-${step}-alert`}>
      <input type="hidden" name="intent" value={STAFF_INTENTS.milestone} />
      <input type="hidden" name="form" value={key} />
      <input type="hidden" name="step" value={step} />
      <FormField
        id={`step-${step}`}
        label={milestoneStepText(step)}
        error={form.error("date")}
        hintClassName="staff-form__hint"
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="date"
            name="date"
            defaultValue={form.value("date", date ?? "")}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <div className="staff-form__buttons">
        <button type="submit" className="button button--primary button--small" disabled={form.busy}>
          {T.save}
          <span className="visually-hidden">{`: ${milestoneStepText(step)}`}</span>
        </button>
        {date === null ? null : (
          <button
            type="submit"
            name="clear"
            value="1"
            className="button button--outline button--small"
            disabled={form.busy}
          >
            {T.clear}
            <span className="visually-hidden">{`: ${milestoneStepText(step)}`}</span>
          </button>
        )}
      </div>
      <FormAlert id={`step-${step}-alert`} message={form.formError(["date"])} />
    </Form>
  );
}

/** The dates after the offer (ADR 055): the applicant's view of them with countdowns, and a form per step. */
export function MilestonesSection({ data }: { readonly data: StaffApplicationData }) {
  const { afterOffer } = data;
  if (afterOffer === null) return null;
  return (
    <section className="staff-card" id="after-offer" aria-labelledby="staff-after-offer-title">
      <h2 id="staff-after-offer-title">{T.afterOffer}</h2>
      {afterOffer.shown ? (
        <AfterOfferSteps shown plan={afterOffer.plan} headingId="staff-after-offer-plan" />
      ) : (
        <p className="staff-form__hint">Заявитель увидит эти даты, когда заявка перейдёт в обработку.</p>
      )}
      <div className="staff-steps">
        {afterOffer.plan.steps.map(({ step, date }) => (
          <StepForm key={step} step={step} date={date} />
        ))}
      </div>
    </section>
  );
}
