import { Result } from "effect";
import type { MilestonesDeps } from "../../core/application/milestones/milestones-deps";
import { readMilestones } from "../../core/application/milestones/read-milestones";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { readTimeline } from "../../core/application/timeline/read-timeline";
import type { ApplicationTimelineApi } from "../../core/ports/application-timeline-api.port";
import type { Clock } from "../../core/ports/clock.port";
import type { Authentication } from "../../core/ports/session-authenticator.port";
import type { TimelineRepository } from "../../core/ports/timeline-repository.port";

export type InProcessTimelineDeps = MilestonesDeps & Readonly<{ timeline: TimelineRepository; clock: Clock }>;

/**
 * An application's timeline and steps after the offer on the server (ADR 039, ADR 055): the use cases in-process
 * with the visitor's session (null for a visitor, someone else's application or one that does not exist, as the
 * API's 401/404 give the HTTP adapter); with an expired token the HTTP adapter reads (it refreshes the token).
 */
export function inProcessApplicationTimelineApi(
  deps: InProcessTimelineDeps,
  request: Readonly<{ authentication: () => Promise<Authentication>; http: ApplicationTimelineApi }>,
): ApplicationTimelineApi {
  /** The reader of the request; "refresh" when only the HTTP adapter can read (expired token); null for nobody. */
  const reader = async () => {
    const auth = await request.authentication();
    if (auth._tag === "Expired") return "refresh" as const;
    if (auth._tag !== "Authenticated") return null;
    return { user_id: auth.viewer.userId, staff: auth.viewer.role !== "user" };
  };
  return {
    async timeline(bookingId) {
      const who = await reader();
      if (who === "refresh") return request.http.timeline(bookingId);
      if (who === null) return null;
      const read = await runUseCase(readTimeline(deps, who, bookingId));
      if (Result.isFailure(read)) return null;
      const { status, expectation, entries } = read.success;
      return { status, expectation, entries };
    },
    async milestones(bookingId) {
      const who = await reader();
      if (who === "refresh") return request.http.milestones(bookingId);
      if (who === null) return null;
      const read = await runUseCase(readMilestones(deps, who, bookingId, deps.clock.now()));
      return Result.isSuccess(read) ? { shown: read.success.shown, plan: read.success.plan } : null;
    },
  };
}
