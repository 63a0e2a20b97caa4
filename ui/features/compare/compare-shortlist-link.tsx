import { Link, useLocation } from "react-router";
import { COMPARE_PATH } from "./compare-path";
import { useShortlist } from "./use-shortlist";

/** A small floating «Сравнение (n)» link to the comparison, shown while the shortlist is not empty. */
export function CompareShortlistLink() {
  const { items } = useShortlist();
  const { pathname } = useLocation();
  if (items === null || items.length === 0 || pathname === COMPARE_PATH) return null;
  return (
    <Link className="compare-link" to={COMPARE_PATH}>
      Сравнение ({items.length})
    </Link>
  );
}
