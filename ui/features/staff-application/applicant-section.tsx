import { Link } from "react-router";
import { bookingStatusText } from "../../../core/domain/booking/booking-status-text";
import { parseBookingStatus } from "../../../core/domain/booking/parse-booking-status";
import { ApplicationTarget, applicationHeading, intakeTerm } from "../account/application-target";
import { usualDaysText } from "../application-timeline/timeline-texts";
import { AssigneeForm } from "./assignee-form";
import type { StaffApplicationData } from "./staff-application.loader";
import { staffPartyText, STAFF_TEXTS as T } from "./staff-texts";

const orNone = (text: string) => (text.trim() === "" ? T.none : text);

/** Name, phone and e-mail as one list of facts. */
function Contacts({ name, phone, email }: { readonly name: string; readonly phone: string; readonly email: string }) {
  return (
    <dl className="facts">
      <div>
        <dt>{T.name}</dt>
        <dd>{orNone(name)}</dd>
      </div>
      <div>
        <dt>{T.phone}</dt>
        <dd>{phone.trim() === "" ? T.none : <a href={`tel:${phone}`}>{phone}</a>}</dd>
      </div>
      <div>
        <dt>{T.email}</dt>
        <dd>{email.trim() === "" ? T.none : <a href={`mailto:${email}`}>{email}</a>}</dd>
      </div>
    </dl>
  );
}

/**
 * The head of the page: the status with its Russian title, whose move it is and for how long usually, the assignee;
 * what was applied for; the applicant's contacts from the apply form and from the account.
 */
export function ApplicantSection({ data }: { readonly data: StaffApplicationData }) {
  const { booking, applicant, timeline } = data;
  const status = bookingStatusText(parseBookingStatus(booking.status));
  const heading = applicationHeading(booking);
  return (
    <section className="staff-card staff-summary" id="summary" aria-labelledby="staff-summary-title">
      <h2 id="staff-summary-title" className="visually-hidden">
        {T.status}
      </h2>
      <dl className="facts staff-summary__status">
        <div>
          <dt>{T.status}</dt>
          <dd>
            <span className={`status-badge status-badge--${booking.status.replace(/[^a-z_0-9]/g, "")}`}>
              {status.title}
            </span>{" "}
            {status.description}
          </dd>
        </div>
        {timeline === null ? null : (
          <div>
            <dt>{T.whoseMove}</dt>
            <dd>
              {staffPartyText(timeline.expectation.party)}
              {timeline.expectation.usual_days === null ? null : `, ${usualDaysText(timeline.expectation.usual_days)}`}
            </dd>
          </div>
        )}
        <div>
          <dt>{T.assignee}</dt>
          <dd>
            <AssigneeForm data={data} />
          </dd>
        </div>
      </dl>
      <div className="staff-summary__columns">
        <section aria-labelledby="staff-applied-title">
          <h3 id="staff-applied-title">{T.appliedFor}</h3>
          <dl className="facts">
            <div>
              <dt>{booking.target === "course" ? "Курс" : "Вуз"}</dt>
              <dd>
                <Link to={heading.href}>{heading.title}</Link>
              </dd>
            </div>
            <ApplicationTarget booking={booking} />
            <div>
              <dt>{intakeTerm(booking)}</dt>
              <dd>{orNone(booking.intake)}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="staff-form-contacts-title">
          <h3 id="staff-form-contacts-title">{T.fromForm}</h3>
          <Contacts {...booking.contacts} />
        </section>
        <section aria-labelledby="staff-account-title">
          <h3 id="staff-account-title">{T.fromAccount}</h3>
          {applicant === null ? <p>{T.none}</p> : <Contacts {...applicant} />}
        </section>
      </div>
    </section>
  );
}
