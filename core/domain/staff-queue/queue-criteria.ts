import { BOOKING_STATUSES, type BookingStatusKey } from "../booking/booking-status";
import { stageExpectation } from "../timeline/stage-expectation";
import { QUEUE_PAGE_SIZE, type QueueAssignee, type QueueFilter, type QueueParty } from "./queue-filter";
import { type OverdueCutoff, overdueCutoffs, type SlaTable } from "./staff-sla";

/**
 * The search as the store runs it: the text (lower case), its words (an application matches when its contacts, or
 * its account's name and e-mail, hold every word, in any order: «вера очередная» and «очередная вера» alike) and,
 * when it reads as one, an application number.
 */
export type QueueSearch = Readonly<{ text: string; words: readonly string[]; number: number | null }>;

/**
 * What the queue's store selects (ADR 056). Counts per status use every condition but `status`; the page uses all
 * of them. `overdue` is null for no such condition; an empty list selects nothing.
 */
export type QueueCriteria = Readonly<{
  status: BookingStatusKey | null;
  /** The statuses of whose move it is; null for any. */
  partyStatuses: readonly BookingStatusKey[] | null;
  institution: number | null;
  program: number | null;
  course: number | null;
  intake: string | null;
  assignee: QueueAssignee;
  overdue: readonly OverdueCutoff[] | null;
  search: QueueSearch | null;
  offset: number;
  limit: number;
}>;

/** The statuses in which the application waits on this party, in the domain's order. */
export const statusesOfParty = (party: QueueParty): readonly BookingStatusKey[] =>
  BOOKING_STATUSES.filter((key) => stageExpectation({ _tag: "Known", key }).party === party);

/** The search of a text: none when blank; "#123" or "123" also names application 123. */
export const queueSearch = (text: string): QueueSearch | null => {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === "") return null;
  const digits = /^#?(\d{1,9})$/.exec(trimmed)?.[1];
  const words = [...new Set(trimmed.split(/\s+/u))];
  return { text: trimmed, words, number: digits === undefined ? null : Number(digits) };
};

/** The criteria of a filter under an SLA at `now`. */
export const queueCriteria = (filter: QueueFilter, sla: SlaTable, now: Date): QueueCriteria => ({
  status: filter.status,
  partyStatuses: filter.party === null ? null : statusesOfParty(filter.party),
  institution: filter.institution,
  program: filter.program,
  course: filter.course,
  intake: filter.intake,
  assignee: filter.assignee,
  overdue: filter.overdue ? overdueCutoffs(sla, now) : null,
  search: queueSearch(filter.search),
  offset: (filter.page - 1) * QUEUE_PAGE_SIZE,
  limit: QUEUE_PAGE_SIZE,
});
