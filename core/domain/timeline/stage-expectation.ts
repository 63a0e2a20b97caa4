import { match } from "ts-pattern";
import type { BookingStatusKey } from "../booking/booking-status";
import type { ParsedBookingStatus } from "../booking/parse-booking-status";

/** Whose move it is: the applicant, the agency's staff, the university, or nobody (the application is closed). */
export type StageParty = "applicant" | "agency" | "university" | "nobody";

/** How long a stage usually lasts, in whole days, both ends included (min <= max). */
export type UsualDays = { readonly min: number; readonly max: number };

/** What the applicant may expect of the current stage; `usual_days` is null when nothing more is expected. */
export type StageExpectation = { readonly party: StageParty; readonly usual_days: UsualDays | null };

const expect = (party: StageParty, min: number, max: number): StageExpectation => ({
  party,
  usual_days: { min, max },
});

const CLOSED: StageExpectation = { party: "nobody", usual_days: null };

/** The figures are argued in docs/adr/055-application-timeline-milestones-and-reminders.md. */
const keyExpectation = (key: BookingStatusKey): StageExpectation =>
  match(key)
    .returnType<StageExpectation>()
    .with("registering", () => expect("applicant", 3, 14))
    .with("checking", () => expect("agency", 1, 3))
    .with("in_review", () => expect("applicant", 2, 7))
    .with("being_signed", () => expect("applicant", 1, 3))
    .with("pending_cancellation", () => expect("agency", 1, 3))
    .with("pending_payment", () => expect("applicant", 3, 7))
    .with("pending_payment_2", () => expect("applicant", 3, 7))
    .with("pending_payment_services", () => expect("applicant", 3, 7))
    .with("processing", () => expect("university", 14, 60))
    .with("sent", () => CLOSED)
    .with("cancelled", () => CLOSED)
    .with("waiting", () => expect("agency", 7, 30))
    .exhaustive();

/** Whose move it is in a status and how long that stage usually takes; an unknown status expects nothing. */
export const stageExpectation = (status: ParsedBookingStatus): StageExpectation =>
  match(status)
    .returnType<StageExpectation>()
    .with({ _tag: "Known" }, ({ key }) => keyExpectation(key))
    .with({ _tag: "Unknown" }, () => CLOSED)
    .exhaustive();
