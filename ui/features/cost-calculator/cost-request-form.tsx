import type { CostCalculation } from "../../../core/ports/cost-figure-repository.port";
import { FormExtrasInputs } from "../request-form/form-extras-inputs";
import { FormField } from "../request-form/form-field";
import { FormConsent, FormStatus } from "../request-form/form-status";
import { outcomeMessages, REQUEST_FORM_TEXTS as R } from "../request-form/request-form-texts";
import { useSiteForm } from "../request-form/use-site-form";
import { calcEntries } from "./calc-entries";
import { COST_TEXTS as T } from "./cost-calculator-texts";
import { CALC_PREFIX, type CostRequestField } from "./cost-request-fields";
import "../request-form/request-form.css";

export const COST_REQUEST_ANCHOR = "cost-request";
const HEADING = `${COST_REQUEST_ANCHOR}-title`;

/**
 * The calculator's request (spec 7 calc-form): name and phone, with the calculation the page shows as `calc` and the
 * extras of spec 7. A plain POST to the page's action without JavaScript, a fetcher with it (once per press).
 */
export function CostRequestForm({
  calculation,
  referrer,
}: {
  readonly calculation: CostCalculation;
  readonly referrer: string;
}) {
  const { fetcher, formRef, busy, action, onSubmit, field, messages, tone } = useSiteForm<
    "costRequest",
    CostRequestField
  >("costRequest", COST_REQUEST_ANCHOR, outcomeMessages);
  return (
    <section className="content-section cost-request" id={COST_REQUEST_ANCHOR} aria-labelledby={HEADING}>
      <h2 id={HEADING}>{T.request.title}</h2>
      <p>{T.request.lead}</p>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        className="request-form"
        aria-labelledby={HEADING}
        aria-busy={busy}
        onSubmit={onSubmit}
      >
        {calcEntries(calculation).map(([key, value]) => (
          <input key={key} type="hidden" name={`${CALC_PREFIX}${key}`} value={value} />
        ))}
        <FormExtrasInputs referrer={referrer} />
        <FormStatus messages={messages} tone={tone} />
        <div className="request-form__grid">
          <FormField {...field("name")} label={R.labels.name} required>
            {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} />}
          </FormField>
          <FormField {...field("phone")} label={R.labels.phone} hint={R.hints.phone} required>
            {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={32} />}
          </FormField>
        </div>
        <FormConsent before={T.request.consentBefore} />
        <button className="button button--primary request-form__submit" type="submit">
          {busy ? R.sending : T.request.submit}
        </button>
      </fetcher.Form>
    </section>
  );
}
