import { bookingStatusText } from "../../../core/domain/booking/booking-status-text";
import { parseBookingStatus } from "../../../core/domain/booking/parse-booking-status";
import { stageExpectation } from "../../../core/domain/timeline/stage-expectation";
import { partyText, usualDaysText } from "./timeline-texts";

/**
 * The status of an application with whose move it is and how long the stage usually takes
 * («Ждём нас · обычно 1–3 дня»); an unknown status reads «Неизвестный статус».
 */
export function ApplicationStatusBlock({ status }: { readonly status: string }) {
  const parsed = parseBookingStatus(status);
  const text = bookingStatusText(parsed);
  const { party, usual_days } = stageExpectation(parsed);
  const whose = partyText(party);
  return (
    <div className="application-status">
      <p className="application-status__title">{text.title}</p>
      <p className="application-status__description">{text.description}</p>
      {whose === null ? null : (
        <p className={`application-status__move application-status__move--${party}`}>
          <strong>{whose}</strong>
          {usual_days === null ? null : <span>{usualDaysText(usual_days)}</span>}
        </p>
      )}
    </div>
  );
}
