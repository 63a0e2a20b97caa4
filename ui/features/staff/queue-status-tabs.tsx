import { Link } from "react-router";
import { BOOKING_STATUSES } from "../../../core/domain/booking/booking-status";
import { bookingStatusText } from "../../../core/domain/booking/booking-status-text";
import type { QueueFilter } from "../../../core/domain/staff-queue/queue-filter";
import { queueHref } from "./queue-href";
import { QUEUE_TEXTS as T } from "./queue-texts";

/**
 * The statuses in the domain's order with how many applications match the other filters in each; each is a link
 * that narrows the queue to it («Все» lifts the status).
 */
export function QueueStatusTabs({
  filter,
  counts,
}: {
  readonly filter: QueueFilter;
  readonly counts: Readonly<Record<string, number>>;
}) {
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const entries = [
    { key: "all", status: null, title: T.all, count: all },
    ...BOOKING_STATUSES.map((status) => ({
      key: status,
      status,
      title: bookingStatusText({ _tag: "Known", key: status }).title,
      count: counts[status] ?? 0,
    })),
  ];
  return (
    <nav className="queue-statuses" aria-label={T.statuses}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to={queueHref({ ...filter, status: entry.status, page: 1 })}
              {...(filter.status === entry.status ? { "aria-current": "page" as const } : {})}
            >
              {entry.title} <span className="queue-statuses__count">{entry.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
