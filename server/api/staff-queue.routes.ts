import { Effect, Result } from "effect";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { match } from "ts-pattern";
import {
  assigneeBodySchema,
  type QueueRowBody,
  queueFilterOfQuery,
  slaBodySchema,
  STAFF_QUEUE_ROUTES as R,
  staffQueueQuerySchema,
} from "../../adapters/http/contract/staff-queue.contract";
import { assignApplication } from "../../core/application/staff-queue/assign-application";
import { type QueueViewRow, readQueue } from "../../core/application/staff-queue/read-queue";
import type { StaffQueueDeps } from "../../core/application/staff-queue/staff-queue-deps";
import { readSlaSettings, setSlaHours } from "../../core/application/staff-queue/staff-sla-settings";
import { runUseCase } from "../../core/application/shared/run-use-case";
import type { Clock } from "../../core/ports/clock.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { jsonBody, parseWith } from "../http/validate";
import { requireStaff } from "../http/viewer";
import { NO_STORE, parseParams, parseQuery } from "./read-api.params";

export type StaffQueueRoutesDeps = StaffQueueDeps & Readonly<{ clock: Clock }>;

/** Russian messages of the staff queue's calls. */
export const STAFF_QUEUE_MESSAGES = {
  notFound: "Заявка не найдена.",
  notStaff: "Назначить можно только сотрудника.",
  noClock: "У этого статуса нет срока: заявка ждёт студента или закрыта.",
  tooLarge: "Слишком большой запрос.",
} as const;

const M = STAFF_QUEUE_MESSAGES;

/** A queue row as the API writes it. */
export const queueRowBody = (row: QueueViewRow): QueueRowBody => ({
  ...row,
  status_changed_at: row.status_changed_at.toISOString(),
  created_at: row.created_at.toISOString(),
  due_at: row.due_at === null ? null : row.due_at.toISOString(),
});

/** The staff console's queue (ADR 056): staff and admins only (403 for everyone else); SLA changes for admins. */
export function staffQueueRoutes(deps: StaffQueueRoutesDeps) {
  const app = new Hono<AppEnv>();
  const limit = bodyLimit({ maxSize: 4 * 1024, onError: (c) => apiError(c, 413, M.tooLarge) });

  mountRoute(app, R.staffQueue, async (c) => {
    const access = requireStaff(c);
    if ("response" in access) return access.response;
    const query = parseQuery(c, staffQueueQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    const view = await Effect.runPromise(readQueue(deps, queueFilterOfQuery(query.value), deps.clock.now()));
    return c.json({ ...view, rows: view.rows.map(queueRowBody) }, 200, NO_STORE);
  });

  mountRoute(app, R.staffQueueOptions, async (c) => {
    const access = requireStaff(c);
    if ("response" in access) return access.response;
    const [options, staff] = await Promise.all([deps.queue.filterOptions(), deps.queue.staffMembers()]);
    return c.json({ ...options, staff }, 200, NO_STORE);
  });

  mountRoute(app, R.staffAssignBooking, limit, async (c) => {
    const access = requireStaff(c);
    if ("response" in access) return access.response;
    const params = parseParams(c, R.staffAssignBooking.request.params);
    if (!params.ok) return apiError(c, 404, M.notFound);
    const body = parseWith(assigneeBodySchema, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const result = await runUseCase(
      assignApplication(deps, access.viewer.userId, params.value.id, body.value.assignee_user_id, deps.clock.now()),
    );
    if (Result.isSuccess(result)) return c.json(result.success, 200, NO_STORE);
    return match(result.failure)
      .with({ _tag: "QueueBookingNotFound" }, () => apiError(c, 404, M.notFound))
      .with({ _tag: "AssigneeNotStaff" }, () => validationFailed(c, { assignee_user_id: [M.notStaff] }))
      .exhaustive();
  });

  mountRoute(app, R.staffSla, async (c) => {
    const access = requireStaff(c);
    if ("response" in access) return access.response;
    return c.json({ statuses: await Effect.runPromise(readSlaSettings(deps)) }, 200, NO_STORE);
  });

  mountRoute(app, R.staffSetSla, limit, async (c) => {
    const access = requireStaff(c, "admin");
    if ("response" in access) return access.response;
    const body = parseWith(slaBodySchema, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const { status, hours } = body.value;
    const result = await runUseCase(setSlaHours(deps, access.viewer.userId, status, hours, deps.clock.now()));
    if (Result.isSuccess(result)) return c.json({ statuses: result.success }, 200, NO_STORE);
    return match(result.failure)
      .with({ _tag: "StatusWithoutClock" }, () => validationFailed(c, { status: [M.noClock] }))
      .exhaustive();
  });

  return app;
}
