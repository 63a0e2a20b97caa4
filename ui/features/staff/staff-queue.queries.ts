import { queryOptions } from "@tanstack/react-query";
import type { QueueFilter } from "../../../core/domain/staff-queue/queue-filter";
import { queueSearchOf } from "../../../core/domain/staff-queue/queue-params";
import type { SiteApi } from "../../../core/ports/site-api.port";

/** One page of the staff queue under a filter (keyed by the session and the filter's query string). */
export const staffQueueQuery = (api: SiteApi, sessionKey: string, filter: QueueFilter) =>
  queryOptions({
    queryKey: ["staff", sessionKey, "queue", queueSearchOf(filter)] as const,
    queryFn: () => api.staffQueue.page(filter),
    staleTime: 5_000,
  });

/** The values the queue's filters offer and the staff one may assign to. */
export const staffQueueOptionsQuery = (api: SiteApi, sessionKey: string) =>
  queryOptions({
    queryKey: ["staff", sessionKey, "queue-options"] as const,
    queryFn: () => api.staffQueue.options(),
    staleTime: 60_000,
  });

/** The SLA per status with a clock. */
export const staffSlaQuery = (api: SiteApi, sessionKey: string) =>
  queryOptions({
    queryKey: ["staff", sessionKey, "sla"] as const,
    queryFn: () => api.staffQueue.sla(),
    staleTime: 60_000,
  });
