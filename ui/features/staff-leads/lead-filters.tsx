import { Form } from "react-router";
import { LEAD_STATES, type LeadState } from "../../../core/domain/leads/lead-state";
import { FORM_KINDS, type FormKind } from "../../../core/ports/form-submission-repository.port";
import { FORM_KIND_TEXTS, LEAD_STATE_TEXTS, LEADS_TEXTS as T } from "./staff-leads-texts";

type Props = Readonly<{ state: LeadState | undefined; kind: FormKind | undefined }>;

/** The list's filters: a GET form, so a filtered list has its own address and works without JavaScript. */
export function LeadFilters({ state, kind }: Props) {
  return (
    <Form method="get" className="desk-filters" aria-label={T.filters}>
      <div className="form-field">
        <label htmlFor="leads-state">{T.stateFilter}</label>
        <select id="leads-state" name="state" defaultValue={state ?? ""}>
          <option value="">{T.any}</option>
          {LEAD_STATES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATE_TEXTS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="leads-kind">{T.kindFilter}</label>
        <select id="leads-kind" name="kind" defaultValue={kind ?? ""}>
          <option value="">{T.any}</option>
          {FORM_KINDS.map((value) => (
            <option key={value} value={value}>
              {FORM_KIND_TEXTS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {T.show}
      </button>
    </Form>
  );
}
