import type { ApplicantNotifier } from "../../ports/applicant-notifier.port";
import type { AuditLog } from "../../ports/audit-log.port";
import type { BookingMessageRepository } from "../../ports/booking-message-repository.port";
import type { BookingRepository } from "../../ports/booking-repository.port";
import type { Clock } from "../../ports/clock.port";

/** The ports of an application's thread (docs/adr/053-application-messages-and-notifications.md). */
export type MessagesDeps = Readonly<{
  bookings: BookingRepository;
  messages: BookingMessageRepository;
  notifier: ApplicantNotifier;
  clock: Clock;
  /** Where staff messages are recorded (ADR 057). */
  audit: AuditLog;
}>;

/** No such application, or (for an applicant) someone else's: the two are not told apart. */
export type BookingNotFound = { readonly _tag: "BookingNotFound"; readonly id: number };

/** Who reads a thread: the signed-in user, and whether they act as staff. */
export type ThreadReader = Readonly<{ user_id: number; staff: boolean }>;
