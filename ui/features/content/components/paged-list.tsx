import { type MouseEvent, type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { Grid } from "../../../../core/domain/catalogue/grid";
import { pageLinks } from "../../../../core/domain/paging/page-links";
import { isPlainClick } from "../../../behaviours/plain-click";

type Props<T> = {
  readonly grid: Grid<T>;
  /** The page the grid is (from the address). */
  readonly page: number;
  /** The address of page n of this list (a GET link that works without JavaScript). */
  readonly hrefOf: (page: number) => string;
  /** Loads page n in the browser, for «Показать ещё» without leaving the page. */
  readonly fetchPage: (page: number) => Promise<Grid<T>>;
  readonly keyOf: (item: T) => string | number;
  readonly render: (item: T) => ReactNode;
  /** What the pager navigates, e.g. "Страницы блога". */
  readonly label: string;
  readonly className?: string;
};

/**
 * A paged list of cards. Without JavaScript «Показать ещё» and the page numbers are plain links to ?page=n; with
 * it, «Показать ещё» appends the next page in place (falling back to the link if the page cannot be loaded).
 */
export function PagedList<T>({
  grid,
  page,
  hrefOf,
  fetchPage,
  keyOf,
  render,
  label,
  className = "card-grid",
}: Props<T>) {
  const [items, setItems] = useState<readonly T[]>(grid.data);
  const [loaded, setLoaded] = useState(page);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState("");
  const [source, setSource] = useState(grid);
  if (source !== grid) {
    // another page or filter arrived through navigation: start over from it
    setSource(grid);
    setItems(grid.data);
    setLoaded(page);
    setPending(false);
    setStatus("");
  }
  const next = loaded + 1;
  const more = next <= grid.last_page ? hrefOf(next) : null;

  const showMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (more === null || !isPlainClick(event)) return;
    event.preventDefault();
    if (pending) return;
    setPending(true);
    void fetchPage(next).then(
      (found) => {
        if (found.data.length === 0) return window.location.assign(more);
        setItems((current) => [...current, ...found.data]);
        setLoaded(next);
        setPending(false);
        setStatus(`Загружена страница ${next} из ${grid.last_page}`);
      },
      () => window.location.assign(more),
    );
  };

  return (
    <>
      <ul className={className}>
        {items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {more === null ? null : (
        <p className="show-more">
          <a className="button button--secondary" href={more} onClick={showMore} aria-busy={pending}>
            {pending ? "Загружаем…" : "Показать ещё"}
          </a>
        </p>
      )}
      <Pager current={loaded} last={grid.last_page} hrefOf={hrefOf} label={label} />
    </>
  );
}

/** Page number links; hidden when the list has a single page. */
export function Pager({
  current,
  last,
  hrefOf,
  label,
}: {
  current: number;
  last: number;
  hrefOf: (page: number) => string;
  label: string;
}) {
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        {pageLinks(current, last).map((link, index) =>
          link._tag === "Gap" ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              {link.current ? (
                <span aria-current="page">{link.page}</span>
              ) : (
                <Link to={hrefOf(link.page)} aria-label={`Страница ${link.page}`}>
                  {link.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
