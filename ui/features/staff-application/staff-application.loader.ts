import type { RouterContextProvider } from "react-router";
import { entityIdOfText } from "../../../core/domain/shared/entity-id";
import { requestApiContext } from "../../app/request-context";
import { notFound, pageParam, screenParams } from "../content/route-guards";
import { replyTemplateOf } from "./reply-templates";

/** The application of the page's address, checked by the core's route table; a malformed id is a 404. */
export const staffApplicationIdOf = (url: URL): number =>
  entityIdOfText(screenParams(url, "staff-application").application) ?? notFound();

/**
 * Everything the staff's application page shows (ADR 057), read through the ports with the staff member's session:
 * the booking with the moves open to staff, the applicant's account, the documents, the ledger, the thread, the
 * timeline and the dates after the offer, a page of staff notes, a page of the audit log and who handles it (with
 * the staff to give it to). No such application: 404.
 */
export async function loadStaffApplication(url: URL, context: Readonly<RouterContextProvider>) {
  const id = staffApplicationIdOf(url);
  const api = context.get(requestApiContext);
  const notesPage = pageParam(url, "notes");
  const auditPage = pageParam(url, "audit");
  const [booking, applicant, documents, ledger, thread, timeline, afterOffer, notes, audit, assignment, options] =
    await Promise.all([
      api.bookings.booking(id),
      api.staffApplication.applicant(id),
      api.documents.list(id),
      api.payments.ledger(id),
      api.messages.thread(id),
      api.applicationTimeline.timeline(id),
      api.applicationTimeline.milestones(id),
      api.staffApplication.notes(id, notesPage),
      api.staffApplication.audit(id, auditPage),
      api.staffApplication.assignment(id),
      api.staffQueue.options(),
    ]);
  const template = replyTemplateOf(url.searchParams.get("template"));
  return {
    booking: booking ?? notFound(),
    applicant,
    documents,
    ledger,
    thread: thread ?? [],
    timeline,
    afterOffer,
    notes,
    audit,
    assignee: assignment?.assignee ?? null,
    staff: options?.staff ?? [],
    page: { notes: notesPage, audit: auditPage },
    reply: template?.text ?? "",
    done: url.searchParams.get("done"),
  };
}

export type StaffApplicationData = Awaited<ReturnType<typeof loadStaffApplication>>;
