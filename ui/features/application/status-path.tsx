import { BOOKING_STATUS_ORDER } from "../../../core/domain/booking/booking-status-order";
import { BOOKING_STATUSES, type BookingStatusKey } from "../../../core/domain/booking/booking-status";
import { bookingStatusText } from "../../../core/domain/booking/booking-status-text";
import { parseBookingStatus } from "../../../core/domain/booking/parse-booking-status";
import { PROGRESS_TEXTS as T } from "./progress-texts";

/** The normal way of an application, from «Оформление» to «Завершена». */
const PATH: readonly BookingStatusKey[] = [
  "registering",
  "checking",
  "being_signed",
  "pending_payment",
  "processing",
  "sent",
];

/** Where a status stands on the path (a side status such as «На доработке» counts as the step it belongs to). */
const stepOf = (status: BookingStatusKey): BookingStatusKey | null =>
  status === "in_review"
    ? "checking"
    : status === "pending_payment_2" || status === "pending_payment_services"
      ? "pending_payment"
      : PATH.includes(status)
        ? status
        : null;

/**
 * The steps of the application with the current one marked (a held booking marks where it will resume), and all 12
 * statuses of spec 4 in their display order with their titles and descriptions.
 */
export function StatusPath({ status, resume }: { readonly status: string; readonly resume: string | null }) {
  const parsed = parseBookingStatus(status);
  const resumed = resume === null ? null : parseBookingStatus(resume);
  const here =
    parsed._tag === "Known" ? (stepOf(parsed.key) ?? (resumed?._tag === "Known" ? stepOf(resumed.key) : null)) : null;
  const index = here === null ? -1 : PATH.indexOf(here);
  const held = parsed._tag === "Known" && (parsed.key === "waiting" || parsed.key === "pending_cancellation");
  const ordered = [...BOOKING_STATUSES].sort((a, b) => BOOKING_STATUS_ORDER[a] - BOOKING_STATUS_ORDER[b]);
  return (
    <section className="content-section status-path" aria-labelledby="status-path-title">
      <h2 id="status-path-title">{T.pathTitle}</h2>
      {held ? <p className="status-path__held">{T.held(bookingStatusText(parsed).title)}</p> : null}
      <ol className="status-path__steps">
        {PATH.map((step, i) => {
          const state = status === "cancelled" ? "todo" : i < index ? "done" : i === index ? "current" : "todo";
          return (
            <li
              key={step}
              className={`status-path__step status-path__step--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="status-path__mark" aria-hidden="true" />
              <span className="status-path__name">{bookingStatusText({ _tag: "Known", key: step }).title}</span>
              <span className="visually-hidden">
                {state === "done" ? " — пройден" : state === "current" ? " — текущий этап" : ""}
              </span>
            </li>
          );
        })}
      </ol>
      <details className="status-path__all">
        <summary>{T.allStatuses}</summary>
        <dl>
          {ordered.map((key) => {
            const text = bookingStatusText({ _tag: "Known", key });
            return (
              <div key={key} className={key === status ? "status-path__this" : undefined}>
                <dt>{text.title}</dt>
                <dd>{text.description}</dd>
              </div>
            );
          })}
        </dl>
      </details>
    </section>
  );
}
