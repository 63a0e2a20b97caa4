import { type Effect, Result } from "effect";
import { STAFF_APPLICATION_PER_PAGE } from "../../adapters/http/contract/staff-application.contract";
import { applicationAudit } from "../../core/application/staff-application/application-audit";
import type { StaffApplicationDeps } from "../../core/application/staff-application/staff-application-deps";
import { staffApplicant } from "../../core/application/staff-application/staff-applicant";
import { staffAssignment } from "../../core/application/staff-application/staff-assignment";
import { listStaffNotes } from "../../core/application/staff-application/staff-notes";
import { runUseCase } from "../../core/application/shared/run-use-case";
import type { Authentication } from "../../core/ports/session-authenticator.port";
import type { StaffApplicationApi } from "../../core/ports/staff-application-api.port";

export type InProcessStaffApplicationDeps = Pick<
  StaffApplicationDeps,
  "bookings" | "users" | "notes" | "audit" | "assignments"
>;

const lastPage = (total: number) => Math.max(1, Math.ceil(total / STAFF_APPLICATION_PER_PAGE));

/** A use case's answer, or null for no such application (as the API's 404 gives the HTTP adapter). */
const orNull = async <A, E>(useCase: Effect.Effect<A, E>): Promise<A | null> => {
  const found = await runUseCase(useCase);
  return Result.isSuccess(found) ? found.success : null;
};

/**
 * The reads of the staff's application page on the server (ADR 039, ADR 057): the applicant's account, the notes,
 * the audit log and the assignee through the use cases in-process for a staff member or admin, null for anyone else
 * (as the API's 403 gives the HTTP adapter); with an expired token the HTTP adapter reads (it refreshes the token).
 * Every write stays on HTTP.
 */
export function inProcessStaffApplicationApi(
  deps: InProcessStaffApplicationDeps,
  request: Readonly<{ authentication: () => Promise<Authentication>; http: StaffApplicationApi }>,
): StaffApplicationApi {
  const access = async (): Promise<"staff" | "refresh" | null> => {
    const auth = await request.authentication();
    if (auth._tag === "Expired") return "refresh";
    return auth._tag === "Authenticated" && auth.viewer.role !== "user" ? "staff" : null;
  };
  /** The read in-process for staff, over HTTP after a refresh, null for anyone else. */
  const read = async <T>(local: () => Promise<T | null>, http: () => Promise<T | null>): Promise<T | null> => {
    const who = await access();
    if (who === "refresh") return http();
    return who === null ? null : local();
  };
  const page = { per_page: STAFF_APPLICATION_PER_PAGE };
  return {
    applicant: (id) =>
      read(
        () => orNull(staffApplicant(deps, id)),
        () => request.http.applicant(id),
      ),
    notes: (id, at) =>
      read(
        async () => {
          const listed = await orNull(listStaffNotes(deps, id, { ...page, page: at }));
          if (listed === null) return null;
          const items = listed.notes.map((note) => ({
            id: note.id,
            author_user_id: note.author_user_id,
            author_name: note.author_name,
            text: note.text,
            created_at: note.created_at.toISOString(),
          }));
          return { total: listed.total, last_page: lastPage(listed.total), items };
        },
        () => request.http.notes(id, at),
      ),
    audit: (id, at) =>
      read(
        async () => {
          const listed = await orNull(applicationAudit(deps, id, { ...page, page: at }));
          if (listed === null) return null;
          const items = listed.entries.map((entry) => ({
            id: entry.id,
            actor_user_id: entry.actor_user_id,
            actor_name: entry.actor_name,
            action: entry.action,
            subject_type: entry.subject_type,
            subject_id: entry.subject_id,
            before: entry.before,
            after: entry.after,
            at: entry.at.toISOString(),
          }));
          return { total: listed.total, last_page: lastPage(listed.total), items };
        },
        () => request.http.audit(id, at),
      ),
    assignment: (id) =>
      read(
        () => orNull(staffAssignment(deps, id)),
        () => request.http.assignment(id),
      ),
    addNote: (id, text) => request.http.addNote(id, text),
    move: (id, command, remark) => request.http.move(id, command, remark),
    decideDocument: (id, documentId, decision) => request.http.decideDocument(id, documentId, decision),
    postMessage: (id, text) => request.http.postMessage(id, text),
    addLedgerLine: (id, line) => request.http.addLedgerLine(id, line),
    markPaid: (id, lineId) => request.http.markPaid(id, lineId),
    markRefunded: (id, lineId) => request.http.markRefunded(id, lineId),
    planMilestone: (id, step, date) => request.http.planMilestone(id, step, date),
  };
}
