import { Form, Link, useActionData, useNavigation } from "react-router";
import { hrefFor } from "../../../core/domain/route/href-for";
import type { BookingStart, BookingStartActionData } from "./booking-start";
import { START_FIELD, START_INTENT } from "./booking-start";
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

/** The lead and the form that files the booking (offered only while the base takes applications). */
function OpenStart({ start }: { start: Extract<BookingStart, { _tag: "Confirm" }> }) {
  const refused = useActionData<BookingStartActionData>()?.start ?? null;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="card__meta">{T.lead}</p>
      <Form method="post" className="booking-start__form">
        <input type="hidden" name={START_INTENT.name} value={START_INTENT.value} />
        <input type="hidden" name={START_FIELD} value={start.educationBaseId} />
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
