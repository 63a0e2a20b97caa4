import { match } from "ts-pattern";
import type { ParsedBookingStatus } from "../booking/parse-booking-status";

/**
 * Whether the steps after the offer belong on the application: once it is processing (paid, at the university) or
 * done. A hold shows them when it returns to processing; an unknown status does not.
 */
export const showsAfterOffer = (status: ParsedBookingStatus, resume: ParsedBookingStatus | null): boolean =>
  match(status)
    .returnType<boolean>()
    .with({ _tag: "Known", key: "processing" }, { _tag: "Known", key: "sent" }, () => true)
    .with({ _tag: "Known", key: "waiting" }, { _tag: "Known", key: "pending_cancellation" }, () =>
      resume?._tag === "Known" ? resume.key === "processing" : false,
    )
    .with({ _tag: "Known" }, { _tag: "Unknown" }, () => false)
    .exhaustive();
