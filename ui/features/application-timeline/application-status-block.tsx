import { bookingStatusText } from "../../../core/domain/booking/booking-status-text";
import { parseBookingStatus } from "../../../core/domain/booking/parse-booking-status";
import { WhoseMove } from "./whose-move";

/**
 * The status of an application with whose move it is and how long the stage usually takes
 * («Ждём нас · обычно 1–3 дня»); an unknown status reads «Неизвестный статус».
 */
export function ApplicationStatusBlock({ status }: { readonly status: string }) {
  const text = bookingStatusText(parseBookingStatus(status));
  return (
    <div className="application-status">
      <p className="application-status__title">{text.title}</p>
      <p className="application-status__description">{text.description}</p>
      <WhoseMove status={status} />
    </div>
  );
}
