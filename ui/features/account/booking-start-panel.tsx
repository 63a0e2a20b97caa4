import { Form, Link, useActionData, useNavigation } from "react-router";
import { hrefFor } from "../../../core/domain/route/href-for";
import type { BookingStart, BookingStartActionData } from "./booking-start";
import { APPLY_FIELDS, COURSE_FIELD, START_FIELD, START_INTENT } from "./booking-start";
import type { BookingApplyForm } from "../../../core/ports/bookings-api.port";
import { FormField } from "../../components/form-field";
import { BOOKING_START_TEXTS as T, bookingStartFailureText } from "./booking-start-texts";
import "./booking-start.css";

const CATALOGUE = hrefFor({ screen: "institutions-listing", params: { type: "catalog" } });
const COURSES = hrefFor({ screen: "courses", params: {} });
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
      {start._tag === "ConfirmCourse" ? <ConfirmCourse start={start} /> : null}
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
      {start._tag === "Missing" && start.course === true ? (
        <p>
          {T.courseMissing} <Link to={COURSES}>{T.toCourses}</Link>
        </p>
      ) : null}
      {start._tag === "Missing" && start.course !== true ? (
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
      {start.open ? (
        <OpenStart
          target={{ name: START_FIELD, value: start.educationBaseId }}
          contacts={start.contacts}
          intakes={start.intakes}
          texts={{ lead: T.lead, intake: T.intake, intakeNone: T.intakeNone, submit: T.submit }}
        />
      ) : (
        <p className="booking-start__closed">{T.closed}</p>
      )}
    </>
  );
}

/** «Записаться на курс» (ADR 059): the course, its format and price, then the form with the desired start. */
function ConfirmCourse({ start }: { start: Extract<BookingStart, { _tag: "ConfirmCourse" }> }) {
  return (
    <>
      <dl className="facts">
        <div>
          <dt>{T.course}</dt>
          <dd>
            <Link to={start.courseHref}>{start.course}</Link>
          </dd>
        </div>
        {start.format === null ? null : (
          <div>
            <dt>{T.format}</dt>
            <dd>{start.format}</dd>
          </div>
        )}
        <div>
          <dt>{T.price}</dt>
          <dd>{start.price}</dd>
        </div>
      </dl>
      <OpenStart
        target={{ name: COURSE_FIELD, value: start.courseId }}
        contacts={start.contacts}
        intakes={start.starts}
        texts={{ lead: T.courseLead, intake: T.courseStart, intakeNone: T.courseStartNone, submit: T.courseSubmit }}
      />
    </>
  );
}

type OpenStartProps = {
  /** The hidden field with the choice: the education base or the course. */
  readonly target: { readonly name: string; readonly value: number };
  readonly contacts: BookingApplyForm;
  /** The intakes (or a course's starts) to choose from; none: no choice is offered. */
  readonly intakes: readonly string[];
  readonly texts: {
    readonly lead: string;
    readonly intake: string;
    readonly intakeNone: string;
    readonly submit: string;
  };
};

/** The apply form: the contacts (from the account by default) and the intake, then the submit button. */
function OpenStart({ target, contacts, intakes, texts }: OpenStartProps) {
  const result = useActionData<BookingStartActionData>() ?? null;
  const refused = result?.start ?? null;
  const values = result?.form ?? contacts;
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
      <p className="card__meta">{texts.lead}</p>
      <Form method="post" className="booking-start__form" noValidate>
        <input type="hidden" name={START_INTENT.name} value={START_INTENT.value} />
        <input type="hidden" name={target.name} value={target.value} />
        <fieldset className="booking-start__contacts">
          <legend>{T.contactsLegend}</legend>
          <p className="booking-start__hint">{T.contactsHint}</p>
          {field("name", "text", "name")}
          {field("phone", "tel", "tel")}
          {field("email", "email", "email")}
        </fieldset>
        {intakes.length === 0 ? null : (
          <FormField
            id="apply-intake"
            label={texts.intake}
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
                <option value="">{texts.intakeNone}</option>
                {intakes.map((intake) => (
                  <option key={intake} value={intake}>
                    {intake}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? T.sending : texts.submit}
        </button>
      </Form>
      <p className="booking-start__error" role="alert">
        {refused === null ? null : bookingStartFailureText(refused, target.name === COURSE_FIELD)}
      </p>
    </>
  );
}
