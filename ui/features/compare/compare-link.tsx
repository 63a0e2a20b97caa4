import { afterHydration } from "../../behaviours/after-hydration";
import "./compare.css";

/**
 * The floating «Сравнение (n)» link (compare-shortlist-link.tsx). The shortlist is known only in the browser (its
 * storage, or the account's list), so the link never shows in the server render: its code loads after hydration.
 */
export const CompareLink = afterHydration(() =>
  import("./compare-shortlist-link").then((module) => module.CompareShortlistLink),
);
