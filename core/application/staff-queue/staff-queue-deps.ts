import type { AuditLog } from "../../ports/audit-log.port";
import type { StaffQueueRepository } from "../../ports/staff-queue-repository.port";

/** What the queue's use cases need (ADR 056). */
export type StaffQueueDeps = Readonly<{ queue: StaffQueueRepository; audit: AuditLog }>;

/** The application to assign does not exist. */
export type QueueBookingNotFound = Readonly<{ _tag: "QueueBookingNotFound" }>;

/** The chosen assignee is not a staff member or admin. */
export type AssigneeNotStaff = Readonly<{ _tag: "AssigneeNotStaff" }>;

/** An SLA for a status that waits on the student or is closed: it has no clock. */
export type StatusWithoutClock = Readonly<{ _tag: "StatusWithoutClock" }>;
