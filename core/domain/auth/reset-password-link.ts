import { hrefFor } from "../route/href-for";

/**
 * The absolute address mailed with a reset code: the reset page of the site at `origin` (scheme and host, no
 * path; a trailing slash is tolerated) with the code in its query, which the page keeps and then drops from the
 * address bar (ADR 044).
 */
export const resetPasswordLink = (origin: string, code: string): string =>
  `${origin.replace(/\/+$/, "")}${hrefFor({ screen: "reset-password", params: {} })}?code=${encodeURIComponent(code)}`;
