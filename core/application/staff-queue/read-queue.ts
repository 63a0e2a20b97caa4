import { Effect } from "effect";
import { parseBookingStatus } from "../../domain/booking/parse-booking-status";
import { queueCriteria } from "../../domain/staff-queue/queue-criteria";
import { QUEUE_PAGE_SIZE, type QueueFilter } from "../../domain/staff-queue/queue-filter";
import { effectiveSla, isOverdue, type SlaTable, slaDueAt } from "../../domain/staff-queue/staff-sla";
import { type StageParty, stageExpectation } from "../../domain/timeline/stage-expectation";
import type { QueueRow } from "../../ports/staff-queue-repository.port";
import type { StaffQueueDeps } from "./staff-queue-deps";

/** A queue row with whose move it is and its SLA at the time of reading. */
export type QueueViewRow = QueueRow & Readonly<{ party: StageParty; due_at: Date | null; overdue: boolean }>;

/** One page of the queue as staff see it. */
export type QueueView = Readonly<{
  rows: readonly QueueViewRow[];
  counts: Readonly<Record<string, number>>;
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}>;

const viewRow = (row: QueueRow, sla: SlaTable, now: Date): QueueViewRow => {
  const status = parseBookingStatus(row.status);
  if (status._tag === "Unknown") return { ...row, party: "nobody", due_at: null, overdue: false };
  return {
    ...row,
    party: stageExpectation(status).party,
    due_at: slaDueAt(status.key, row.status_changed_at, sla),
    overdue: isOverdue(status.key, row.status_changed_at, sla, now),
  };
};

/** The SLA in force: the core's defaults with an admin's changes. */
export const slaInForce = (deps: Pick<StaffQueueDeps, "queue">): Effect.Effect<SlaTable> =>
  Effect.promise(async () => effectiveSla(await deps.queue.slaOverrides()));

/** A page of the queue under a filter at `now`, each row marked with its party and whether it is overdue. */
export const readQueue = (
  deps: Pick<StaffQueueDeps, "queue">,
  filter: QueueFilter,
  now: Date,
): Effect.Effect<QueueView> =>
  Effect.gen(function* () {
    const sla = yield* slaInForce(deps);
    const page = yield* Effect.promise(() => deps.queue.page(queueCriteria(filter, sla, now)));
    return {
      rows: page.rows.map((row) => viewRow(row, sla, now)),
      counts: page.counts,
      total: page.total,
      page: filter.page,
      per_page: QUEUE_PAGE_SIZE,
      last_page: Math.max(1, Math.ceil(page.total / QUEUE_PAGE_SIZE)),
    };
  });
