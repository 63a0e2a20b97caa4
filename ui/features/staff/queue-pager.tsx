import { Link } from "react-router";
import { pageLinks } from "../../../core/domain/paging/page-links";
import type { QueueFilter } from "../../../core/domain/staff-queue/queue-filter";
import { queueHref } from "./queue-href";
import { QUEUE_TEXTS as T } from "./queue-texts";

/** The queue's pages (50 rows each, paged on the server); nothing when one page holds everything. */
export function QueuePager({ filter, last }: { readonly filter: QueueFilter; readonly last: number }) {
  if (last <= 1) return null;
  const to = (page: number) => queueHref({ ...filter, page });
  return (
    <nav className="queue-pager" aria-label={T.pager}>
      <ul>
        {filter.page > 1 ? (
          <li>
            <Link to={to(filter.page - 1)} rel="prev">
              {T.previous}
            </Link>
          </li>
        ) : null}
        {pageLinks(filter.page, last).map((link, at) =>
          link._tag === "Gap" ? (
            <li key={`gap-${at}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link
                to={to(link.page)}
                aria-label={T.page(link.page)}
                {...(link.current ? { "aria-current": "page" as const } : {})}
              >
                {link.page}
              </Link>
            </li>
          ),
        )}
        {filter.page < last ? (
          <li>
            <Link to={to(filter.page + 1)} rel="next">
              {T.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
