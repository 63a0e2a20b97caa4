import type { BookingStatusKey } from "../domain/booking/booking-status";
import type { QueueCriteria } from "../domain/staff-queue/queue-criteria";
import type { SlaOverride } from "../domain/staff-queue/staff-sla";

/** A name with its id (an institution, a degree program, a staff member). */
export type NamedRef = Readonly<{ id: number; name: string }>;

/** One application as the queue lists it. */
export type QueueRow = Readonly<{
  id: number;
  /** The stored status key (unknown keys are kept as stored). */
  status: string;
  status_changed_at: Date;
  created_at: Date;
  /** The applicant's name, e-mail and phone: the apply form's contacts, else the account's. */
  student: Readonly<{ name: string; email: string; phone: string }>;
  /** The university applied to; null for a course application (issue 13). */
  institution: NamedRef | null;
  program: NamedRef | null;
  /** The course applied to; null for a university application. */
  course: NamedRef | null;
  intake: string;
  assignee: NamedRef | null;
}>;

/** A page of the queue: its rows in the domain's status order (oldest in a status first) and counts per status. */
export type QueuePage = Readonly<{
  rows: readonly QueueRow[];
  /** Per stored status, the applications matching every condition but the status. */
  counts: Readonly<Record<string, number>>;
  /** The applications matching every condition (the page count's base). */
  total: number;
}>;

/** What the queue's filter form offers. */
export type QueueFilterOptions = Readonly<{
  institutions: readonly NamedRef[];
  programs: readonly NamedRef[];
  /** The courses that course applications name (ADR 059). */
  courses: readonly NamedRef[];
  intakes: readonly string[];
}>;

/** The staff console's queue of applications (ADR 056): reads, assignment and the SLA table. */
export interface StaffQueueRepository {
  page(criteria: QueueCriteria): Promise<QueuePage>;
  /** Institutions, programs, courses and intakes that applications name, by name. */
  filterOptions(): Promise<QueueFilterOptions>;
  /** Staff and admins, by name. */
  staffMembers(): Promise<readonly NamedRef[]>;
  /** Sets who handles an application; the assignee before, or null when there is no such application. */
  assign(bookingId: number, assigneeId: number | null): Promise<{ readonly before: number | null } | null>;
  /** The stored changes of the SLA defaults. */
  slaOverrides(): Promise<readonly SlaOverride[]>;
  /** Stores the hours of a status (null: back to the default). */
  setSla(status: BookingStatusKey, hours: number | null, at: Date): Promise<void>;
  /** Who handles an application (null: nobody), named as the queue names them; null when there is no such application. */
  assignee(bookingId: number): Promise<{ readonly assignee: NamedRef | null } | null>;
}
