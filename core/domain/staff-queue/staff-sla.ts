import { match } from "ts-pattern";
import { BOOKING_STATUSES, type BookingStatusKey } from "../booking/booking-status";
import { stageExpectation } from "../timeline/stage-expectation";

/** Hours an application may stand in a status before it is overdue, for the statuses that have a clock. */
export type SlaTable = Readonly<Partial<Record<BookingStatusKey, number>>>;

/** One stored change of the defaults (staff_sla). */
export type SlaOverride = Readonly<{ status: string; hours: number }>;

/** The longest SLA an admin may set: a year. */
export const SLA_MAX_HOURS = 8760;

/**
 * Whether a status has a clock: only while the agency or the university acts. While the application waits on the
 * student (documents, signature, a payment) or is closed, the clock stands still (ADR 056).
 */
export const slaClockRuns = (status: BookingStatusKey): boolean =>
  match(stageExpectation({ _tag: "Known", key: status }).party)
    .with("agency", "university", () => true)
    .with("applicant", "nobody", () => false)
    .exhaustive();

/** The statuses with a clock, in the domain's order. */
export const SLA_STATUSES: readonly BookingStatusKey[] = BOOKING_STATUSES.filter(slaClockRuns);

/**
 * The defaults: two days to check a new application, three to settle a cancellation request, thirty to come back
 * to one on hold, sixty days for the university (the longest usual stage of ADR 055).
 */
const DEFAULT_HOURS = (status: BookingStatusKey): number | null =>
  match(status)
    .with("checking", () => 48)
    .with("pending_cancellation", () => 72)
    .with("waiting", () => 720)
    .with("processing", () => 1440)
    .with(
      "registering",
      "in_review",
      "being_signed",
      "pending_payment",
      "pending_payment_2",
      "pending_payment_services",
      "sent",
      "cancelled",
      () => null,
    )
    .exhaustive();

/** Whether an admin may store these hours for this status. */
export const isValidSla = (status: BookingStatusKey, hours: number): boolean =>
  slaClockRuns(status) && Number.isInteger(hours) && hours >= 1 && hours <= SLA_MAX_HOURS;

/** The SLA in force: the defaults, with each valid stored change in place of its default; others are ignored. */
export const effectiveSla = (overrides: readonly SlaOverride[]): SlaTable => {
  const table: Partial<Record<BookingStatusKey, number>> = {};
  for (const status of SLA_STATUSES) {
    const hours = DEFAULT_HOURS(status);
    if (hours !== null) table[status] = hours;
  }
  for (const { status, hours } of overrides) {
    const key = BOOKING_STATUSES.find((known) => known === status);
    if (key !== undefined && isValidSla(key, hours)) table[key] = hours;
  }
  return table;
};

const HOUR_MS = 3_600_000;

/** When an application that entered `status` at `since` becomes overdue; null when the status has no clock. */
export const slaDueAt = (status: BookingStatusKey, since: Date, sla: SlaTable): Date | null => {
  const hours = slaClockRuns(status) ? sla[status] : undefined;
  return hours === undefined ? null : new Date(since.getTime() + hours * HOUR_MS);
};

/** Whether it is overdue at `now` (due at or before now). */
export const isOverdue = (status: BookingStatusKey, since: Date, sla: SlaTable, now: Date): boolean => {
  const due = slaDueAt(status, since, sla);
  return due !== null && due.getTime() <= now.getTime();
};

/** "Overdue" as a query: per clocked status, the latest entry time that is overdue at `now`. */
export type OverdueCutoff = Readonly<{ status: BookingStatusKey; enteredBy: Date }>;

export const overdueCutoffs = (sla: SlaTable, now: Date): readonly OverdueCutoff[] =>
  SLA_STATUSES.flatMap((status) => {
    const hours = sla[status];
    return hours === undefined ? [] : [{ status, enteredBy: new Date(now.getTime() - hours * HOUR_MS) }];
  });
