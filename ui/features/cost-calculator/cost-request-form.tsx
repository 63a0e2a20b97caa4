import type { CostCalculation } from "../../../core/ports/cost-figure-repository.port";
import { FormField } from "../request-form/form-field";
import { FormConsent } from "../request-form/form-status";
import { outcomeMessages, REQUEST_FORM_TEXTS as R } from "../request-form/request-form-texts";
import { nameInput, phoneInput, SiteForm } from "../request-form/site-form";
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
  const form = useSiteForm<"costRequest", CostRequestField>("costRequest", COST_REQUEST_ANCHOR, outcomeMessages);
  const { busy, field } = form;
  return (
    <section className="content-section cost-request" id={COST_REQUEST_ANCHOR} aria-labelledby={HEADING}>
      <h2 id={HEADING}>{T.request.title}</h2>
      <p>{T.request.lead}</p>
      <SiteForm {...form} className="request-form" labelledBy={HEADING} referrer={referrer}>
        {calcEntries(calculation).map(([key, value]) => (
          <input key={key} type="hidden" name={`${CALC_PREFIX}${key}`} value={value} />
        ))}
        <div className="request-form__grid">
          <FormField {...field("name")} label={R.labels.name} required>
            {nameInput}
          </FormField>
          <FormField {...field("phone")} label={R.labels.phone} hint={R.hints.phone} required>
            {phoneInput}
          </FormField>
        </div>
        <FormConsent before={T.request.consentBefore} />
        <button className="button button--primary request-form__submit" type="submit">
          {busy ? R.sending : T.request.submit}
        </button>
      </SiteForm>
    </section>
  );
}
