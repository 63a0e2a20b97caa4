import { Form, Link } from "react-router";
import { hrefFor } from "../../../core/domain/route/href-for";
import { LEAD_STATES } from "../../../core/domain/leads/lead-state";
import { DeskTime } from "../staff-desk/desk-time";
import type { TeamName } from "../staff-desk/team-names";
import type { LeadActionResult } from "./lead-action-result";
import type { LeadView } from "./lead-view";
import { FORM_KIND_TEXTS, LEAD_STATE_TEXTS, LEADS_TEXTS as T } from "./staff-leads-texts";

type Props = Readonly<{ lead: LeadView; team: readonly TeamName[]; result: LeadActionResult | null }>;

function Message({
  result,
  form,
}: {
  readonly result: LeadActionResult | null;
  readonly form: LeadActionResult["form"];
}) {
  const mine = result?.form === form ? result : null;
  return (
    <div role="status" aria-live="polite">
      {mine === null ? null : (
        <p className={mine.ok ? "form-message--success" : "form-message--error"}>{mine.message}</p>
      )}
    </div>
  );
}

function FieldError({ id, message }: { readonly id: string; readonly message: string | undefined }) {
  return message === undefined ? null : (
    <p className="form-field__error" id={id}>
      {message}
    </p>
  );
}

/** What the lead sent and from where. */
function LeadFacts({ lead }: { readonly lead: LeadView }) {
  const { name, phone, email } = lead.contacts;
  const contacts = [name, phone, email].filter((part) => part !== "");
  return (
    <dl className="desk-facts">
      <dt>{T.sent}</dt>
      <dd>
        <DeskTime at={lead.created_at} />
      </dd>
      <dt>{T.contacts}</dt>
      <dd>{contacts.length === 0 ? T.noContacts : contacts.join(", ")}</dd>
      {lead.other.map(([key, value]) => (
        <div key={key} className="desk-facts__pair">
          <dt>{key}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <dt>{T.page}</dt>
      <dd className="desk-facts__url">{lead.page_url === "" ? "—" : lead.page_url}</dd>
      <dt>{T.utm}</dt>
      <dd>{lead.utm.length === 0 ? T.noUtm : lead.utm.map(([key, value]) => `${key}=${value}`).join(", ")}</dd>
      {lead.call_session_id === null ? null : (
        <>
          <dt>{T.callId}</dt>
          <dd>{lead.call_session_id}</dd>
        </>
      )}
    </dl>
  );
}

/** One lead: what was sent, its handling form, and «Сделать заявкой» while it has no application. */
export function LeadCard({ lead, team, result }: Props) {
  const mine = result?.lead_id === lead.id ? result : null;
  const fields = mine?.fields ?? {};
  const id = (name: string) => `lead-${lead.id}-${name}`;
  const titleId = id("title");
  return (
    <article className="desk-card" aria-labelledby={titleId}>
      <header className="desk-card__head">
        <h2 id={titleId} className="desk-card__title">
          {T.lead(lead.id)} · {FORM_KIND_TEXTS[lead.kind]}
        </h2>
        <span className={`lead-state lead-state--${lead.state}`}>{LEAD_STATE_TEXTS[lead.state]}</span>
      </header>
      <LeadFacts lead={lead} />
      <Form method="post" className="desk-form" aria-label={`${T.save}: ${T.lead(lead.id)}`}>
        <input type="hidden" name="lead" value={lead.id} />
        <div className="desk-form__row">
          <div className="form-field">
            <label htmlFor={id("state")}>{T.state}</label>
            <select id={id("state")} name="state" defaultValue={lead.state}>
              {LEAD_STATES.map((value) => (
                <option key={value} value={value}>
                  {LEAD_STATE_TEXTS[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={id("assignee")}>{T.assignee}</label>
            <select
              id={id("assignee")}
              name="assignee_user_id"
              defaultValue={lead.assignee_user_id ?? ""}
              aria-invalid={fields.assignee_user_id ? true : undefined}
              aria-describedby={fields.assignee_user_id ? id("assignee-error") : undefined}
            >
              <option value="">{T.nobody}</option>
              {team.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
            <FieldError id={id("assignee-error")} message={fields.assignee_user_id} />
          </div>
        </div>
        <div className="form-field">
          <label htmlFor={id("note")}>{T.note}</label>
          <textarea
            id={id("note")}
            name="note"
            rows={2}
            defaultValue={lead.note}
            maxLength={2000}
            aria-invalid={fields.note ? true : undefined}
            aria-describedby={fields.note ? id("note-error") : undefined}
          />
          <FieldError id={id("note-error")} message={fields.note} />
        </div>
        <button type="submit" name="intent" value="handle" className="button button--primary">
          {T.save}
        </button>
        <Message result={mine} form="handle" />
      </Form>
      {lead.booking_id === null ? (
        <details className="desk-card__more" open={mine?.form === "convert" && !mine.ok}>
          <summary>{T.convertTitle}</summary>
          <Form method="post" className="desk-form" aria-label={`${T.convertTitle}: ${T.lead(lead.id)}`}>
            <input type="hidden" name="lead" value={lead.id} />
            <p className="desk-hint" id={id("convert-hint")}>
              {T.convertHint}
            </p>
            <div className="desk-form__row">
              <div className="form-field">
                <label htmlFor={id("email")}>{T.email}</label>
                <input
                  id={id("email")}
                  name="email"
                  type="email"
                  autoComplete="off"
                  defaultValue={lead.contacts.email}
                  aria-invalid={fields.email ? true : undefined}
                  aria-describedby={[id("convert-hint"), fields.email ? id("email-error") : null]
                    .filter(Boolean)
                    .join(" ")}
                />
                <FieldError id={id("email-error")} message={fields.email} />
              </div>
              <div className="form-field">
                <label htmlFor={id("base")}>{T.baseId}</label>
                <input
                  id={id("base")}
                  name="education_base_id"
                  autoComplete="off"
                  aria-invalid={fields.education_base_id ? true : undefined}
                  aria-describedby={fields.education_base_id ? id("base-error") : undefined}
                />
                <FieldError id={id("base-error")} message={fields.education_base_id} />
              </div>
            </div>
            <button type="submit" name="intent" value="convert" className="button">
              {T.convert}
            </button>
            <Message result={mine} form="convert" />
          </Form>
        </details>
      ) : (
        <p className="desk-card__application">
          <Link to={hrefFor({ screen: "staff-application", params: { application: String(lead.booking_id) } })}>
            {T.application(lead.booking_id)}
          </Link>
          {mine?.form === "convert" && mine.ok ? (
            <>
              {" "}
              <span role="status">{mine.message}</span>
            </>
          ) : null}
        </p>
      )}
    </article>
  );
}
