import type { BookingCommand } from "../domain/booking/booking-command";
import type { LedgerLineDraft } from "../domain/ledger/ledger-line";
import type { MilestoneStep } from "../domain/timeline/milestone-step";
import type { SubmitResult } from "./submit-result";

/** The applicant's account as staff see it. */
export type StaffApplicantView = {
  readonly user_id: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
};

/** Who handles an application: a staff member with their name, or nobody (null). */
export type StaffAssignmentView = { readonly assignee: { readonly id: number; readonly name: string } | null };

/** A staff note on an application (times as ISO text). */
export type StaffNoteView = {
  readonly id: number;
  readonly author_name: string;
  readonly text: string;
  readonly created_at: string;
};

/** One staff action on an application as its page lists it; `actor_name` "" for the system. */
export type AuditEntryView = {
  readonly id: number;
  readonly actor_user_id: number | null;
  readonly actor_name: string;
  readonly action: string;
  readonly subject_type: string;
  readonly subject_id: number;
  readonly before: unknown;
  readonly after: unknown;
  readonly at: string;
};

/** A page of a list with the number of all its items and of its pages. */
export type PageView<T> = { readonly total: number; readonly last_page: number; readonly items: readonly T[] };

/** A staff member's decision on a document. */
export type StaffDocumentDecision =
  { readonly decision: "accept" } | { readonly decision: "reject"; readonly remark: string };

/**
 * What staff read and do on one application's page (ADR 057), over the staff API; a read refused or failed is null.
 * The applicant's reads (the booking, documents, ledger, thread, timeline) stay on their own ports, which answer
 * staff for any application.
 */
export interface StaffApplicationApi {
  applicant(bookingId: number): Promise<StaffApplicantView | null>;
  notes(bookingId: number, page: number): Promise<PageView<StaffNoteView> | null>;
  audit(bookingId: number, page: number): Promise<PageView<AuditEntryView> | null>;
  addNote(bookingId: number, text: string): Promise<SubmitResult>;
  move(bookingId: number, command: BookingCommand, remark: string): Promise<SubmitResult>;
  decideDocument(bookingId: number, documentId: number, decision: StaffDocumentDecision): Promise<SubmitResult>;
  postMessage(bookingId: number, text: string): Promise<SubmitResult>;
  addLedgerLine(bookingId: number, line: LedgerLineDraft): Promise<SubmitResult>;
  markPaid(bookingId: number, lineId: number): Promise<SubmitResult>;
  markRefunded(bookingId: number, lineId: number): Promise<SubmitResult>;
  /** Sets a step's date (YYYY-MM-DD), or clears it with null. */
  planMilestone(bookingId: number, step: MilestoneStep, date: string | null): Promise<SubmitResult>;
  assignment(bookingId: number): Promise<StaffAssignmentView | null>;
}
