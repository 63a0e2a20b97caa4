import type { StaffQueueApi } from "../../../core/ports/staff-queue-api.port";
import type { ApiTransport } from "./api-transport";

/** The calls load with the first use (only the staff console makes them), off every page's first load. */
const calls = () => import("./staff-queue-calls");

/** The staff queue over HTTP (ADR 056); a refusal or a failure of a read is null. */
export function staffQueueApiClient(transport: ApiTransport): StaffQueueApi {
  return {
    page: async (filter) => (await calls()).queueCall(transport, filter),
    options: async () => (await calls()).optionsCall(transport),
    sla: async () => (await calls()).slaCall(transport),
    assign: async (bookingId, assignee) => (await calls()).assignCall(transport, bookingId, assignee),
    setSla: async (status, hours) => (await calls()).setSlaCall(transport, status, hours),
  };
}
