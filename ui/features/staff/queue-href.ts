import { hrefFor } from "../../../core/domain/route/href-for";
import type { QueueFilter } from "../../../core/domain/staff-queue/queue-filter";
import { queueSearchOf } from "../../../core/domain/staff-queue/queue-params";

/** The address of the queue under a filter. */
export const queueHref = (filter: QueueFilter): string =>
  `${hrefFor({ screen: "staff", params: {} })}${queueSearchOf(filter)}`;
