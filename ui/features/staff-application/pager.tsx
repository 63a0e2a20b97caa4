import { Link } from "react-router";
import { STAFF_TEXTS as T } from "./staff-texts";

/** «Назад / Страница n из m / Дальше» of one of the page's lists (its own `?name=` and section). */
export function Pager({
  page,
  last,
  hrefOf,
  label,
}: {
  readonly page: number;
  readonly last: number;
  readonly hrefOf: (page: number) => string;
  readonly label: string;
}) {
  if (last <= 1) return null;
  return (
    <nav className="staff-pager" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} preventScrollReset>
          {T.previous}
        </Link>
      ) : null}
      <span>{T.page(page, last)}</span>
      {page < last ? (
        <Link to={hrefOf(page + 1)} preventScrollReset>
          {T.next}
        </Link>
      ) : null}
    </nav>
  );
}
