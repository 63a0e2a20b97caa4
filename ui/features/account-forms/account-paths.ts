import { safeReturnPath } from "../../../core/domain/auth/return-path";
import { hrefFor } from "../../../core/domain/route/href-for";

export const REGISTER_PATH = hrefFor({ screen: "register", params: {} });
export const RESET_PASSWORD_PATH = hrefFor({ screen: "reset-password", params: {} });

/** The registration page that brings the visitor back to `returnTo` (a path on this site) once registered. */
export const registerHref = (returnTo: string | null): string => {
  const next = safeReturnPath(returnTo);
  return next === null || next === "/" ? REGISTER_PATH : `${REGISTER_PATH}?next=${encodeURIComponent(next)}`;
};

/** Where a page with `?next=` sends the visitor once they are in: that path if it is ours, else home. */
export const returnPathOf = (search: URLSearchParams): string => safeReturnPath(search.get("next")) ?? "/";
