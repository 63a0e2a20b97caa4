import { resolveUtm } from "./resolve-utm";
import { UTM_KEYS, type Utm } from "./utm";

/** What the browser reports on a session's first page (spec 7, POST /visit). */
export type VisitReport = Readonly<{ path: string; referrer: string; utm: Utm }>;

/** The limits of the visit contract: a path or referrer of 2048 characters, utm values of 255. */
export const VISIT_LIMITS = { path: 2048, referrer: 2048, utm: 255 } as const;

const ORIGIN = /^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i;

/** The site path of an address (path and query, no origin or fragment) with one leading slash. */
const sitePath = (pageUrl: string): string => {
  const rest = (pageUrl.trim().replace(ORIGIN, "").split("#", 1)[0] ?? "").replace(/^\/*/, "/");
  if (rest.length <= VISIT_LIMITS.path) return rest;
  const path = rest.split("?", 1)[0] ?? "/";
  return path.length <= VISIT_LIMITS.path ? path : "/";
};

const clipUtm = (utm: Utm): Utm =>
  Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = utm[key]?.slice(0, VISIT_LIMITS.utm).trim();
      return value === undefined || value === "" ? [] : [[key, value]];
    }),
  );

/**
 * The visit report of a page: its path, the referrer as the browser gave it, and the utm of the address (or, without
 * utm_source, the referrer's mapping, as for forms: ADR 005). Every part fits the contract's limits.
 */
export const visitReport = (pageUrl: string, referrer: string | null | undefined): VisitReport => {
  const from = (referrer ?? "").trim();
  return {
    path: sitePath(pageUrl),
    referrer: from.length <= VISIT_LIMITS.referrer ? from : "",
    utm: clipUtm(resolveUtm({ pageUrl, referrer: from })),
  };
};
