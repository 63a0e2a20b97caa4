import { parseBookingStatus } from "../../../core/domain/booking/parse-booking-status";
import { stageExpectation } from "../../../core/domain/timeline/stage-expectation";
import { partyText, usualDaysText } from "./timeline-texts";

/** «Ждём нас · обычно 1–3 дня»: whose move it is now and how long the stage usually takes; nothing once closed. */
export function WhoseMove({ status }: { readonly status: string }) {
  const { party, usual_days } = stageExpectation(parseBookingStatus(status));
  const whose = partyText(party);
  if (whose === null) return null;
  return (
    <p className={`application-status__move application-status__move--${party}`}>
      <strong>{whose}</strong>
      {usual_days === null ? null : <span>{usualDaysText(usual_days)}</span>}
    </p>
  );
}
