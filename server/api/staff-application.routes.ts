import { Result } from "effect";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { match } from "ts-pattern";
import {
  type AuditPageBody,
  STAFF_APPLICATION_ROUTES as R,
  STAFF_NOTE_REQUEST_MESSAGES,
  type StaffAssignmentBody,
  type StaffNoteBody,
} from "../../adapters/http/contract/staff-application.contract";
import { applicationAudit } from "../../core/application/staff-application/application-audit";
import type { StaffApplicationDeps } from "../../core/application/staff-application/staff-application-deps";
import { staffApplicant } from "../../core/application/staff-application/staff-applicant";
import { staffAssignment } from "../../core/application/staff-application/staff-assignment";
import {
  addStaffNote,
  listStaffNotes,
  type NamedStaffNote,
} from "../../core/application/staff-application/staff-notes";
import { runUseCase } from "../../core/application/shared/run-use-case";
import type { Clock } from "../../core/ports/clock.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { jsonBody, parseWith } from "../http/validate";
import { requireStaff } from "../http/viewer";

export type StaffApplicationRoutesDeps = StaffApplicationDeps & Readonly<{ clock: Clock }>;

/** Russian messages of the staff calls of an application's page. */
export const STAFF_APPLICATION_MESSAGES = {
  notFound: "Заявка не найдена.",
  tooLarge: "Слишком большой запрос.",
} as const;

const NO_STORE = { "Cache-Control": "no-store" };

const lastPage = (total: number, per_page: number) => Math.max(1, Math.ceil(total / per_page));

const noteBody = (note: NamedStaffNote): StaffNoteBody => ({
  id: note.id,
  author_user_id: note.author_user_id,
  author_name: note.author_name,
  text: note.text,
  created_at: note.created_at.toISOString(),
});

/**
 * The staff's own calls of an application's page (ADR 057): the applicant's account, the staff notes (never in any
 * applicant's answer), the application's audit log and who handles it. Anyone but staff gets 403, anonymous visitors included; an
 * id that cannot exist, or no such application, 404.
 */
export function staffApplicationRoutes(deps: StaffApplicationRoutesDeps) {
  const app = new Hono<AppEnv>();
  const limit = bodyLimit({
    maxSize: 16 * 1024,
    onError: (c) => apiError(c, 413, STAFF_APPLICATION_MESSAGES.tooLarge),
  });
  const notFound = (c: Context<AppEnv>) => apiError(c, 404, STAFF_APPLICATION_MESSAGES.notFound);

  /** The staff member asking and the application of the path, or the answer that stops the call. */
  const asked = (c: Context<AppEnv>) => {
    const staff = requireStaff(c);
    if ("response" in staff) return staff;
    const params = parseWith(R.staffNotes.request.params, c.req.param());
    return params.ok ? { viewer: staff.viewer, id: params.value.id } : { response: notFound(c) };
  };

  mountRoute(app, R.staffApplicant, async (c) => {
    const who = asked(c);
    if ("response" in who) return who.response;
    const found = await runUseCase(staffApplicant(deps, who.id));
    return Result.isSuccess(found) ? c.json(found.success, 200, NO_STORE) : notFound(c);
  });

  mountRoute(app, R.staffNotes, async (c) => {
    const who = asked(c);
    if ("response" in who) return who.response;
    const query = parseWith(R.staffNotes.request.query, c.req.query());
    if (!query.ok) return validationFailed(c, query.errors);
    const listed = await runUseCase(listStaffNotes(deps, who.id, query.value));
    if (Result.isFailure(listed)) return notFound(c);
    const { notes, total } = listed.success;
    const body = { total, last_page: lastPage(total, query.value.per_page), data: notes.map(noteBody) };
    return c.json(body, 200, NO_STORE);
  });

  mountRoute(app, R.staffAddNote, limit, async (c) => {
    const who = asked(c);
    if ("response" in who) return who.response;
    const body = parseWith(R.staffAddNote.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const added = await runUseCase(addStaffNote(deps, who.viewer.userId, who.id, body.value.text, deps.clock.now()));
    if (Result.isSuccess(added)) return c.json(noteBody(added.success), 201, NO_STORE);
    return match(added.failure)
      .with({ _tag: "BookingNotFound" }, () => notFound(c))
      .with({ _tag: "NoteEmpty" }, () => validationFailed(c, { text: [STAFF_NOTE_REQUEST_MESSAGES.empty] }))
      .with({ _tag: "NoteTooLong" }, () => validationFailed(c, { text: [STAFF_NOTE_REQUEST_MESSAGES.tooLong] }))
      .exhaustive();
  });

  mountRoute(app, R.staffApplicationAudit, async (c) => {
    const who = asked(c);
    if ("response" in who) return who.response;
    const query = parseWith(R.staffApplicationAudit.request.query, c.req.query());
    if (!query.ok) return validationFailed(c, query.errors);
    const listed = await runUseCase(applicationAudit(deps, who.id, query.value));
    if (Result.isFailure(listed)) return notFound(c);
    const { entries, total } = listed.success;
    const body: AuditPageBody = {
      total,
      last_page: lastPage(total, query.value.per_page),
      data: entries.map((entry) => ({
        id: entry.id,
        actor_user_id: entry.actor_user_id,
        actor_name: entry.actor_name,
        action: entry.action,
        subject_type: entry.subject_type,
        subject_id: entry.subject_id,
        before: entry.before,
        after: entry.after,
        at: entry.at.toISOString(),
      })),
    };
    return c.json(body, 200, NO_STORE);
  });

  mountRoute(app, R.staffApplicationAssignment, async (c) => {
    const who = asked(c);
    if ("response" in who) return who.response;
    const found = await runUseCase(staffAssignment(deps, who.id));
    if (Result.isFailure(found)) return notFound(c);
    const body: StaffAssignmentBody = { assignee: found.success.assignee };
    return c.json(body, 200, NO_STORE);
  });

  return app;
}
