import type { StaffApplicationApi } from "../../../core/ports/staff-application-api.port";
import type { ApiTransport } from "./api-transport";

/** The calls load with the first use (only the staff console makes them), off every page's first load. */
const calls = () => import("./staff-application-calls");

/** The staff's calls of an application's page over HTTP (ADR 057). */
export function staffApplicationApiClient(transport: ApiTransport): StaffApplicationApi {
  return {
    applicant: async (id) => (await calls()).applicantCall(transport, id),
    notes: async (id, page) => (await calls()).notesCall(transport, id, page),
    audit: async (id, page) => (await calls()).auditCall(transport, id, page),
    addNote: async (id, text) => (await calls()).addNoteCall(transport, id, text),
    move: async (id, command, remark) => (await calls()).moveCall(transport, id, command, remark),
    decideDocument: async (id, documentId, decision) =>
      (await calls()).decideDocumentCall(transport, id, documentId, decision),
    postMessage: async (id, text) => (await calls()).postMessageCall(transport, id, text),
    addLedgerLine: async (id, line) => (await calls()).addLedgerLineCall(transport, id, line),
    markPaid: async (id, lineId) => (await calls()).markPaidCall(transport, id, lineId),
    markRefunded: async (id, lineId) => (await calls()).markRefundedCall(transport, id, lineId),
    planMilestone: async (id, step, date) => (await calls()).planMilestoneCall(transport, id, step, date),
    assignment: async (id) => (await calls()).assignmentCall(transport, id),
  };
}
