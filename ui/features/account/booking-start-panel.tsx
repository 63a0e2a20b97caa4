import { Form, Link, useActionData, useNavigation } from "react-router";
import { hrefFor } from "../../../core/domain/route/href-for";
import type { BookingStart, BookingStartActionData } from "./booking-start";
import { APPLY_FIELDS, START_FIELD, START_INTENT } from "./booking-start";
import { FormField } from "../../components/form-field";
import { BOOKING_START_TEXTS as T, bookingStartFailureText } from "./booking-start-texts";
import "./booking-start.css";

const CATALOGUE = hrefFor({ screen: "institutions-listing", params: { type: "catalog" } });
const HEADING_ID = "booking-start-title";

/**
 * «Новая заявка» above the list: what «Подать заявку» chose, and the button that files it (a form post, so it works
 * without JavaScript); on the institution's button, the choice of its education bases first.
 */
export function BookingStartPanel({ start }: { start: BookingStart }) {
  return (
    <section className="booking-start card" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{T.title}</h2>
      {start._tag === "Confirm" ? <ConfirmStart start={start} /> : null}
      {start._tag === "Choose" ? (
        <>
          <p>{T.choose(start.institution)}</p>
          {start.choices.length === 0 ? (
            <p>{T.noBases}</p>
          ) : (
            <ul className="booking-start__choices">
              {start.choices.map((choice) => (
                <li key={choice.href}>
                  <Link to={choice.href}>{choice.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      {start._tag === "Missing" ? (
        <p>
          {T.missing} <Link to={CATALOGUE}>{T.toCatalogue}</Link>
        </p>
      ) : null}
    </section>
  );
}

function ConfirmStart({ start }: { start: Extract<BookingStart, { _tag: "Confirm" }> }) {
  return (
    <>
      <dl className="facts">
        {start.institution === null ? null : (
          <div>
            <dt>{T.institution}</dt>
            <dd>{start.institution}</dd>
          </div>
        )}
        {start.program === null ? null : (
          <div>
            <dt>{T.program}</dt>
            <dd>{start.program}</dd>
          </div>
        )}
        <div>
          <dt>{T.base}</dt>
          <dd>{start.baseHref === null ? start.base : <Link to={start.baseHref}>{start.base}</Link>}</dd>
        </div>
      </dl>
      {start.open ? <OpenStart start={start} /> : <p className="booking-start__closed">{T.closed}</p>}
    </>
  );
}

/** The apply form: the contacts (from the account by default) and the intake, then «Подать заявку». */
function OpenStart({ start }: { start: Extract<BookingStart, { _tag: "Confirm" }> }) {
  const result = useActionData<BookingStartActionData>() ?? null;
  const refused = result?.start ?? null;
  const values = result?.form ?? start.contacts;
  const busy = useNavigation().state === "submitting";
  const error = (field: string): string | null =>
    refused?._tag === "Invalid" ? (refused.fields[field]?.[0] ?? null) : null;
  const field = (key: "name" | "phone" | "email", type: string, autoComplete: string) => (
    <FormField id={`apply-${key}`} label={T[key]} error={error(APPLY_FIELDS[key])} hintClassName="booking-start__hint">
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={APPLY_FIELDS[key]}
          type={type}
          autoComplete={autoComplete}
          maxLength={key === "email" ? 254 : 120}
          defaultValue={values[key]}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );
  return (
    <>
      <p className="card__meta">{T.lead}</p>
      <Form method="post" className="booking-start__form" noValidate>
        <input type="hidden" name={START_INTENT.name} value={START_INTENT.value} />
        <input type="hidden" name={START_FIELD} value={start.educationBaseId} />
        <fieldset className="booking-start__contacts">
          <legend>{T.contactsLegend}</legend>
          <p className="booking-start__hint">{T.contactsHint}</p>
          {field("name", "text", "name")}
          {field("phone", "tel", "tel")}
          {field("email", "email", "email")}
        </fieldset>
        {start.intakes.length === 0 ? null : (
          <FormField
            id="apply-intake"
            label={T.intake}
            error={error(APPLY_FIELDS.intake)}
            hintClassName="booking-start__hint"
          >
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                name={APPLY_FIELDS.intake}
                defaultValue={values.intake}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              >
                <option value="">{T.intakeNone}</option>
                {start.intakes.map((intake) => (
                  <option key={intake} value={intake}>
                    {intake}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? T.sending : T.submit}
        </button>
      </Form>
      <p className="booking-start__error" role="alert">
        {refused === null ? null : bookingStartFailureText(refused)}
      </p>
    </>
  );
}
