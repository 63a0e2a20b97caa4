import type { QueueFilter } from "../../../core/domain/staff-queue/queue-filter";
import { queueParamsOf } from "../../../core/domain/staff-queue/queue-params";
import type { StaffQueuePage } from "../../../core/ports/staff-queue-api.port";
import { STAFF_QUEUE_ROUTES as R, type StaffQueueBody } from "../contract/staff-queue.contract";
import type { ApiTransport } from "./api-transport";
import { acknowledged, submitResultOf } from "./submit-result-of";

const pageOf = (body: StaffQueueBody): StaffQueuePage => ({
  rows: body.rows.map((row) => ({
    ...row,
    status_changed_at: new Date(row.status_changed_at),
    due_at: row.due_at === null ? null : new Date(row.due_at),
  })),
  counts: body.counts,
  total: body.total,
  page: body.page,
  last_page: body.last_page,
});

/** GET /staff/queue with the filter's query (the names the console's address uses); null when refused or failed. */
export async function queueCall(transport: ApiTransport, filter: QueueFilter): Promise<StaffQueuePage | null> {
  const query = Object.fromEntries(queueParamsOf(filter));
  const outcome = await transport.call(R.staffQueue, { query });
  return outcome._tag === "Ok" ? pageOf(outcome.value) : null;
}

export async function optionsCall(transport: ApiTransport) {
  const outcome = await transport.call(R.staffQueueOptions, {});
  return outcome._tag === "Ok" ? outcome.value : null;
}

export async function slaCall(transport: ApiTransport) {
  const outcome = await transport.call(R.staffSla, {});
  return outcome._tag === "Ok" ? outcome.value.statuses : null;
}

export async function assignCall(transport: ApiTransport, bookingId: number, assignee: number | null) {
  const outcome = await transport.call(R.staffAssignBooking, {
    params: { id: bookingId },
    body: { assignee_user_id: assignee },
  });
  return submitResultOf(outcome, acknowledged);
}

export async function setSlaCall(transport: ApiTransport, status: string, hours: number | null) {
  const outcome = await transport.call(R.staffSetSla, { body: { status, hours } });
  return submitResultOf(outcome, acknowledged);
}
