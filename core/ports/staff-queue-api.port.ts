import type { BookingStatusKey } from "../domain/booking/booking-status";
import type { QueueFilter } from "../domain/staff-queue/queue-filter";
import type { StageParty } from "../domain/timeline/stage-expectation";
import type { NamedRef } from "./staff-queue-repository.port";
import type { SubmitResult } from "./submit-result";

/** A queue row as the console shows it (times as dates). */
export type StaffQueueItem = Readonly<{
  id: number;
  status: string;
  status_changed_at: Date;
  student: Readonly<{ name: string; email: string; phone: string }>;
  institution: NamedRef | null;
  program: NamedRef | null;
  course: NamedRef | null;
  intake: string;
  assignee: NamedRef | null;
  party: StageParty;
  due_at: Date | null;
  overdue: boolean;
}>;

/** A page of the queue with counts per stored status and the page window. */
export type StaffQueuePage = Readonly<{
  rows: readonly StaffQueueItem[];
  counts: Readonly<Record<string, number>>;
  total: number;
  page: number;
  last_page: number;
}>;

/** What the filter form offers, and whom one may assign. */
export type StaffQueueOptions = Readonly<{
  institutions: readonly NamedRef[];
  programs: readonly NamedRef[];
  courses: readonly NamedRef[];
  intakes: readonly string[];
  staff: readonly NamedRef[];
}>;

/** The SLA of a status with a clock. */
export type StaffSlaSetting = Readonly<{ status: BookingStatusKey; hours: number; default_hours: number }>;

/** The staff console's queue for a staff member (ADR 056); reads answer null when refused or failed. */
export interface StaffQueueApi {
  page(filter: QueueFilter): Promise<StaffQueuePage | null>;
  options(): Promise<StaffQueueOptions | null>;
  sla(): Promise<readonly StaffSlaSetting[] | null>;
  /** Take, give or leave (null) an application. */
  assign(bookingId: number, assignee: number | null): Promise<SubmitResult>;
  /** An admin sets a status's hours (null: the default). */
  setSla(status: BookingStatusKey, hours: number | null): Promise<SubmitResult>;
}
