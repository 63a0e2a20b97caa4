import type { BookingStatusKey } from "../booking/booking-status";

/** Whose move an application waits on (the core's stage parties, the closed "nobody" left out). */
export const QUEUE_PARTIES = ["applicant", "agency", "university"] as const;

export type QueueParty = (typeof QUEUE_PARTIES)[number];

/** Who handles it: anyone (no filter), nobody yet, or one staff member by user id. */
export type QueueAssignee = "any" | "none" | number;

/** The queue's filters as the staff console's address carries them (ADR 056); every field has a neutral value. */
export type QueueFilter = Readonly<{
  status: BookingStatusKey | null;
  institution: number | null;
  program: number | null;
  /** A course (course applications, ADR 059). */
  course: number | null;
  intake: string | null;
  assignee: QueueAssignee;
  party: QueueParty | null;
  overdue: boolean;
  /** Trimmed; empty for no search. */
  search: string;
  /** 1-based. */
  page: number;
}>;

export const EMPTY_QUEUE_FILTER: QueueFilter = {
  status: null,
  institution: null,
  program: null,
  course: null,
  intake: null,
  assignee: "any",
  party: null,
  overdue: false,
  search: "",
  page: 1,
};

/** The queue's page size (every list is paged on the server). */
export const QUEUE_PAGE_SIZE = 50;

/** The longest search text kept (longer input is cut). */
export const QUEUE_SEARCH_MAX = 100;
