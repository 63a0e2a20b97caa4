import type { BookingCommand } from "../../../core/domain/booking/booking-command";
import type { LedgerLineDraft } from "../../../core/domain/ledger/ledger-line";
import type { MilestoneStep } from "../../../core/domain/timeline/milestone-step";
import type {
  AuditEntryView,
  PageView,
  StaffApplicantView,
  StaffAssignmentView,
  StaffDocumentDecision,
  StaffNoteView,
} from "../../../core/ports/staff-application-api.port";
import type { SubmitResult } from "../../../core/ports/submit-result";
import { BOOKING_MESSAGES_ROUTES } from "../contract/booking-messages.contract";
import { BOOKINGS_ROUTES } from "../contract/bookings.contract";
import { DOCUMENTS_ROUTES } from "../contract/documents.contract";
import { MILESTONES_ROUTES } from "../contract/milestones.contract";
import { PAYMENTS_ROUTES } from "../contract/payments.contract";
import { STAFF_APPLICATION_ROUTES as R } from "../contract/staff-application.contract";
import type { ApiTransport } from "./api-transport";
import { acknowledged, submitResultOf } from "./submit-result-of";

const of = (id: number) => ({ id: String(id) });

export async function applicantCall(t: ApiTransport, id: number): Promise<StaffApplicantView | null> {
  const outcome = await t.call(R.staffApplicant, { params: of(id) });
  return outcome._tag === "Ok" ? outcome.value : null;
}

export async function notesCall(t: ApiTransport, id: number, page: number): Promise<PageView<StaffNoteView> | null> {
  const outcome = await t.call(R.staffNotes, { params: of(id), query: { page: String(page) } });
  if (outcome._tag !== "Ok") return null;
  const { total, last_page, data } = outcome.value;
  return { total, last_page, items: data };
}

export async function auditCall(t: ApiTransport, id: number, page: number): Promise<PageView<AuditEntryView> | null> {
  const outcome = await t.call(R.staffApplicationAudit, { params: of(id), query: { page: String(page) } });
  if (outcome._tag !== "Ok") return null;
  const { total, last_page, data } = outcome.value;
  return { total, last_page, items: data };
}

export const addNoteCall = async (t: ApiTransport, id: number, text: string): Promise<SubmitResult> =>
  submitResultOf(await t.call(R.staffAddNote, { params: of(id), body: { text } }), acknowledged);

export const moveCall = async (
  t: ApiTransport,
  id: number,
  command: BookingCommand,
  remark: string,
): Promise<SubmitResult> =>
  submitResultOf(
    await t.call(BOOKINGS_ROUTES.staffMoveBooking, { params: of(id), body: { command, remark } }),
    acknowledged,
  );

export const decideDocumentCall = async (
  t: ApiTransport,
  id: number,
  documentId: number,
  decision: StaffDocumentDecision,
): Promise<SubmitResult> =>
  submitResultOf(
    await t.call(DOCUMENTS_ROUTES.staffDocumentDecision, {
      params: { id: String(id), documentId: String(documentId) },
      body: decision,
    }),
    acknowledged,
  );

export const postMessageCall = async (t: ApiTransport, id: number, text: string): Promise<SubmitResult> =>
  submitResultOf(
    await t.call(BOOKING_MESSAGES_ROUTES.staffPostBookingMessage, { params: of(id), body: { text } }),
    acknowledged,
  );

export const addLedgerLineCall = async (t: ApiTransport, id: number, line: LedgerLineDraft): Promise<SubmitResult> =>
  submitResultOf(await t.call(PAYMENTS_ROUTES.staffAddLedgerLine, { params: of(id), body: line }), acknowledged);

const lineOf = (id: number, lineId: number) => ({ id: String(id), lineId: String(lineId) });

export const markPaidCall = async (t: ApiTransport, id: number, lineId: number): Promise<SubmitResult> =>
  submitResultOf(await t.call(PAYMENTS_ROUTES.staffMarkPaid, { params: lineOf(id, lineId) }), acknowledged);

export const markRefundedCall = async (t: ApiTransport, id: number, lineId: number): Promise<SubmitResult> =>
  submitResultOf(await t.call(PAYMENTS_ROUTES.staffMarkRefunded, { params: lineOf(id, lineId) }), acknowledged);

export const planMilestoneCall = async (
  t: ApiTransport,
  id: number,
  step: MilestoneStep,
  date: string | null,
): Promise<SubmitResult> => {
  const params = { id: String(id), step };
  const outcome =
    date === null
      ? await t.call(MILESTONES_ROUTES.staffClearMilestone, { params })
      : await t.call(MILESTONES_ROUTES.staffSetMilestone, { params, body: { date } });
  return submitResultOf(outcome, acknowledged);
};

export async function assignmentCall(t: ApiTransport, id: number): Promise<StaffAssignmentView | null> {
  const outcome = await t.call(R.staffApplicationAssignment, { params: of(id) });
  return outcome._tag === "Ok" ? outcome.value : null;
}
