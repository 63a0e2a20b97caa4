import { Result } from "effect";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { MilestonesDeps } from "../../core/application/milestones/milestones-deps";
import type { MilestonesView } from "../../core/application/milestones/milestones-view";
import { planMilestone } from "../../core/application/milestones/plan-milestone";
import { readMilestones } from "../../core/application/milestones/read-milestones";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { type ApplicationTimeline, readTimeline } from "../../core/application/timeline/read-timeline";
import type { TimelineEntry } from "../../core/domain/timeline/timeline-entry";
import type { ParsedBookingStatus } from "../../core/domain/booking/parse-booking-status";
import type { Clock } from "../../core/ports/clock.port";
import type { TimelineRepository } from "../../core/ports/timeline-repository.port";
import {
  MILESTONES_ROUTES,
  type MilestonesBody,
  type TimelineBody,
} from "../../adapters/http/contract/milestones.contract";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { jsonBody, parseWith } from "../http/validate";
import { requireViewer } from "../http/viewer";

export type MilestonesRoutesDeps = MilestonesDeps & Readonly<{ clock: Clock; timeline: TimelineRepository }>;

/** Russian messages of the milestone calls. */
export const MILESTONE_MESSAGES = {
  notFound: "Заявка не найдена.",
  staffRequired: "Доступно только сотрудникам.",
  tooLarge: "Слишком большой запрос.",
} as const;

const NO_STORE = { "Cache-Control": "no-store" };

const bodyOf = (view: MilestonesView): MilestonesBody => ({
  booking_id: view.booking_id,
  shown: view.shown,
  ...view.plan,
});

const rawStatus = (status: ParsedBookingStatus): string => (status._tag === "Known" ? status.key : status.raw);

const entryBody = (entry: TimelineEntry): TimelineBody["entries"][number] =>
  entry._tag === "StatusChanged"
    ? {
        kind: "status",
        at: entry.at.toISOString(),
        by: entry.by,
        from: entry.from === null ? null : rawStatus(entry.from),
        to: rawStatus(entry.to),
        comment: entry.comment,
      }
    : {
        kind: "document",
        at: entry.at.toISOString(),
        by: entry.by,
        document_title: entry.document_title,
        from_stage: entry.from_stage,
        to_stage: entry.to_stage,
        remark: entry.remark,
      };

const timelineBody = (timeline: ApplicationTimeline): TimelineBody => ({
  booking_id: timeline.booking_id,
  status: timeline.status,
  party: timeline.expectation.party,
  usual_days: timeline.expectation.usual_days,
  entries: timeline.entries.map(entryBody),
});

/**
 * The timeline of an application and its steps after the offer (ADR 055): the applicant (or staff) reads them with their countdowns; staff set and
 * clear each step's date. Someone else's application, or one that does not exist, answers 404 alike.
 */
export function milestonesRoutes(deps: MilestonesRoutesDeps) {
  const app = new Hono<AppEnv>();
  const limit = bodyLimit({ maxSize: 1024, onError: (c) => apiError(c, 413, MILESTONE_MESSAGES.tooLarge) });

  mountRoute(app, MILESTONES_ROUTES.bookingTimeline, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    const params = parseWith(MILESTONES_ROUTES.bookingTimeline.request.params, c.req.param());
    if (!params.ok) return apiError(c, 404, MILESTONE_MESSAGES.notFound);
    const reader = { user_id: auth.viewer.userId, staff: auth.viewer.role !== "user" };
    const read = await runUseCase(readTimeline(deps, reader, params.value.id));
    return Result.isSuccess(read)
      ? c.json(timelineBody(read.success), 200, NO_STORE)
      : apiError(c, 404, MILESTONE_MESSAGES.notFound);
  });

  mountRoute(app, MILESTONES_ROUTES.bookingMilestones, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    const params = parseWith(MILESTONES_ROUTES.bookingMilestones.request.params, c.req.param());
    if (!params.ok) return apiError(c, 404, MILESTONE_MESSAGES.notFound);
    const reader = { user_id: auth.viewer.userId, staff: auth.viewer.role !== "user" };
    const read = await runUseCase(readMilestones(deps, reader, params.value.id, deps.clock.now()));
    return Result.isSuccess(read)
      ? c.json(bodyOf(read.success), 200, NO_STORE)
      : apiError(c, 404, MILESTONE_MESSAGES.notFound);
  });

  const change = async (c: Context<AppEnv>, withDate: boolean) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    if (auth.viewer.role === "user") return apiError(c, 403, MILESTONE_MESSAGES.staffRequired);
    const params = parseWith(MILESTONES_ROUTES.staffSetMilestone.request.params, c.req.param());
    if (!params.ok) return apiError(c, 404, MILESTONE_MESSAGES.notFound);
    let on_date: string | null = null;
    if (withDate) {
      const body = parseWith(MILESTONES_ROUTES.staffSetMilestone.request.body, await jsonBody(c));
      if (!body.ok) return validationFailed(c, body.errors);
      on_date = body.value.date;
    }
    const { id, step } = params.value;
    const planned = await runUseCase(
      planMilestone(deps, id, { staff_user_id: auth.viewer.userId, step, on_date }, deps.clock.now()),
    );
    return Result.isSuccess(planned)
      ? c.json(bodyOf(planned.success), 200, NO_STORE)
      : apiError(c, 404, MILESTONE_MESSAGES.notFound);
  };

  mountRoute(app, MILESTONES_ROUTES.staffSetMilestone, limit, (c) => change(c, true));
  mountRoute(app, MILESTONES_ROUTES.staffClearMilestone, (c) => change(c, false));
  return app;
}
