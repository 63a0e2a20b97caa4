import { Effect } from "effect";
import { readQueue } from "../../core/application/staff-queue/read-queue";
import { readSlaSettings } from "../../core/application/staff-queue/staff-sla-settings";
import type { Clock } from "../../core/ports/clock.port";
import type { Authentication } from "../../core/ports/session-authenticator.port";
import type { StaffQueueApi } from "../../core/ports/staff-queue-api.port";
import type { StaffQueueRepository } from "../../core/ports/staff-queue-repository.port";

export type InProcessStaffQueueDeps = Readonly<{ queue: StaffQueueRepository; clock: Clock }>;

/**
 * The staff queue's reads on the server (ADR 039, ADR 056): the use cases in-process for a staff member or admin,
 * null for anyone else (as the API's 403 gives the HTTP adapter); with an expired token the HTTP adapter reads (it
 * refreshes the token). Assignments and SLA changes stay on HTTP, like every write.
 */
export function inProcessStaffQueueApi(
  deps: InProcessStaffQueueDeps,
  request: Readonly<{ authentication: () => Promise<Authentication>; http: StaffQueueApi }>,
): StaffQueueApi {
  const access = async (): Promise<"staff" | "refresh" | null> => {
    const auth = await request.authentication();
    if (auth._tag === "Expired") return "refresh";
    return auth._tag === "Authenticated" && auth.viewer.role !== "user" ? "staff" : null;
  };
  return {
    async page(filter) {
      const who = await access();
      if (who === "refresh") return request.http.page(filter);
      if (who === null) return null;
      const view = await Effect.runPromise(readQueue(deps, filter, deps.clock.now()));
      return {
        rows: view.rows,
        counts: view.counts,
        total: view.total,
        page: view.page,
        last_page: view.last_page,
      };
    },
    async options() {
      const who = await access();
      if (who === "refresh") return request.http.options();
      if (who === null) return null;
      const [options, staff] = await Promise.all([deps.queue.filterOptions(), deps.queue.staffMembers()]);
      return { ...options, staff };
    },
    async sla() {
      const who = await access();
      if (who === "refresh") return request.http.sla();
      if (who === null) return null;
      return Effect.runPromise(readSlaSettings(deps));
    },
    assign: (bookingId, assignee) => request.http.assign(bookingId, assignee),
    setSla: (status, hours) => request.http.setSla(status, hours),
  };
}
