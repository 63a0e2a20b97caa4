import { Link, useLocation } from "react-router";
import { pageLinks } from "../../../core/domain/paging/page-links";

type Props = Readonly<{
  page: number;
  lastPage: number;
  label: string;
}>;

const hrefOf = (path: string, search: string, page: number): string => {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.delete("open");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query === "" ? path : `${path}?${query}`;
};

/** Page numbers of a console list as plain links that keep its filters (paged on the server, without JavaScript). */
export function DeskPager({ page, lastPage, label }: Props) {
  const { pathname, search } = useLocation();
  if (lastPage <= 1) return null;
  return (
    <nav className="desk-pager" aria-label={label}>
      <ul>
        {pageLinks(page, lastPage).map((link, index) =>
          link._tag === "Gap" ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link to={hrefOf(pathname, search, link.page)} aria-current={link.current ? "page" : undefined}>
                {link.page}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
