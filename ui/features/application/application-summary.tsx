import { Link } from "react-router";
import { waveDateText } from "../../../core/domain/admission/wave-date-text";
import { bookingStatusText } from "../../../core/domain/booking/booking-status-text";
import { parseBookingStatus } from "../../../core/domain/booking/parse-booking-status";
import type { BookingView } from "../../../core/application/bookings/view-booking";
import { ApplicationTarget, applicationHeading, intakeTerm } from "../account/application-target";

/**
 * What the application is for and where it stands: the institution, program and education base (or the course), the status with its
 * Russian title and description (spec 4; an unknown status reads «Неизвестный статус»), the contacts and the intake.
 */
export function ApplicationSummary({ booking }: { readonly booking: BookingView }) {
  const status = bookingStatusText(parseBookingStatus(booking.status));
  const heading = applicationHeading(booking);
  return (
    <section className="application-summary card" aria-labelledby="application-summary-title">
      <h2 id="application-summary-title" className="application-summary__title">
        <Link to={heading.href}>{heading.title}</Link>
      </h2>
      <p className="application-summary__status">
        <span className={`status-badge status-badge--${booking.status.replace(/[^a-z_0-9]/g, "")}`}>
          {status.title}
        </span>{" "}
        <span className="application-summary__status-text">{status.description}</span>
      </p>
      <dl className="facts">
        <ApplicationTarget booking={booking} />
        {booking.intake === "" ? null : (
          <div>
            <dt>{intakeTerm(booking)}</dt>
            <dd>{booking.intake}</dd>
          </div>
        )}
        <div>
          <dt>Подана</dt>
          <dd>
            <time dateTime={booking.created_at}>{waveDateText(booking.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Контакты</dt>
          <dd>
            {[booking.contacts.name, booking.contacts.phone, booking.contacts.email]
              .filter((part) => part !== "")
              .join(", ") || "не указаны"}
          </dd>
        </div>
      </dl>
    </section>
  );
}
