import type { BookingView } from "../../../core/application/bookings/view-booking";
import { moscowDateTimeText } from "../../../core/domain/admission/moscow-date-time-text";
import { bookingStatusText } from "../../../core/domain/booking/booking-status-text";
import { parseBookingStatus } from "../../../core/domain/booking/parse-booking-status";
import { PROGRESS_TEXTS as T } from "./progress-texts";

const title = (status: string) => bookingStatusText(parseBookingStatus(status)).title;

/** Every status change of the application, newest first: when (Moscow time), who, from and to, and the remark. */
export function ApplicationHistory({ history }: { readonly history: BookingView["history"] }) {
  return (
    <section className="content-section application-history" aria-labelledby="application-history-title">
      <h2 id="application-history-title">{T.historyTitle}</h2>
      <ol className="application-history__list" reversed>
        {[...history].reverse().map((row, index) => (
          <li key={`${row.at}-${index}`} className="application-history__item">
            <p className="application-history__when">
              <time dateTime={row.at}>{moscowDateTimeText(row.at)}</time> · {row.actor === "user" ? T.you : T.staff}
            </p>
            <p className="application-history__what">
              {row.from_status === null
                ? `${T.created_}: ${title(row.to_status)}`
                : `${title(row.from_status)} → ${title(row.to_status)}`}
            </p>
            {row.remark === "" ? null : (
              <blockquote className="application-history__remark">
                <span className="visually-hidden">{T.remark}: </span>
                {row.remark}
              </blockquote>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
