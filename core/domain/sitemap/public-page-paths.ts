import { type ResolvedRoute, ROUTE_TABLE, type Screen } from "../route/route-table";
import { SCREENS } from "../route/screens";
import { sitemapPathOf } from "./sitemap-path";

/** Screens no visitor should find through a search engine: the personal area, the account forms and the payment outcomes. */
const PRIVATE_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  "user-profile",
  "settings",
  "settings-applications",
  "settings-notifications",
  "settings-profile",
  "settings-security",
  "settings-application",
  "settings-application-documents",
  "settings-application-messages",
  "settings-application-payments",
  "payment-success",
  "payment-fail",
  "register",
  "reset-password",
  "staff",
  "staff-leads",
  "staff-mail",
  "staff-audit",
  "staff-team",
  "staff-comments",
]);

const takesNoParams = (screen: Screen): boolean =>
  ROUTE_TABLE[screen].every((segment) => segment._tag === "Literal" || segment.optional);

/**
 * The fixed public pages of spec 2, in route-table order: every screen whose path needs no param (home, the
 * information, price, course and legal pages, /blog/, /quiz/), except the private ones. Pages with params (the
 * catalogue, blog posts, courses, price countries) come from the data.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = SCREENS.filter(
  (screen) => takesNoParams(screen) && !PRIVATE_SCREENS.has(screen),
).flatMap((screen) => {
  const path = sitemapPathOf({ screen, params: {} } as ResolvedRoute);
  return path === null ? [] : [path];
});
