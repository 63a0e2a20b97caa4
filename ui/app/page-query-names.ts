import { COMMENTS_PAGES_PARAM, COMMENTS_SORT_PARAM } from "../../core/domain/comments/comments-page-params";
import { QUICK_ORDER_PARAM } from "../../core/domain/institution-page/quick-order";
import { LISTING_QUERY_KEYS, SECONDARY_QUERY_KEYS } from "../../core/domain/listing/listing-query-keys";
import { LISTING_VIEW_KEYS } from "../../core/domain/listing/listing-view";
import { QUIZ_QUESTIONS } from "../../core/domain/quiz/quiz-question";
import { ORDER_QUERY } from "../features/order-form/order-choice";
import { REVIEWED_INSTITUTION } from "../features/review-form/reviewed-institution";
import { SUBSCRIBED_FLASH } from "../features/subscribe-form/subscribe-flash";

/**
 * The query parameters a public page's render reads, by path (docs/adr/070-shutdown-drain-overload-and-page-cache-key.md).
 * The page cache keys a page on these alone and renders it from an address that carries nothing else, so utm marks,
 * click ids and made-up parameters neither split the cache nor reach the HTML. A route that starts reading a new
 * parameter must name it here, or anonymous visitors will not see it applied. `null`: a page not listed (accounts,
 * staff, payments, sign-up, sitemaps), keyed on its whole query as it came.
 */

/** Read on every page: the social sign-in notice (root loader) and the footer subscription's thank-you. */
const EVERY_PAGE = ["social", "social_error", SUBSCRIBED_FLASH];
const COMMENTS = [COMMENTS_SORT_PARAM, COMMENTS_PAGES_PARAM];
const LISTING = [
  ...Object.values(LISTING_QUERY_KEYS),
  ...Object.values(SECONDARY_QUERY_KEYS),
  ...Object.values(LISTING_VIEW_KEYS),
];

const names = (...lists: readonly (readonly string[])[]): ReadonlySet<string> =>
  new Set([...EVERY_PAGE, ...lists.flat()]);

const NOTHING_MORE = names();
const WITH_ORDER = names([ORDER_QUERY]);
const WITH_PAGE = names(["page"]);
const LISTING_PAGE = names(LISTING);

/** By the first path segment; the catalogue's `:type/*` (listings and institution pages) takes whatever is left. */
const BY_SEGMENT: Readonly<Record<string, ReadonlySet<string>>> = {
  "": NOTHING_MORE,
  "o-kompanii": names(["certificates", "diplomas"]),
  guarantees: NOTHING_MORE,
  "personal-data-regulations": NOTHING_MORE,
  "consent-personal-data": NOTHING_MORE,
  "platform-rules": NOTHING_MORE,
  "privacy-policy": NOTHING_MORE,
  "user-agreement": NOTHING_MORE,
  ch: NOTHING_MORE,
  hsk: NOTHING_MORE,
  quiz: names(QUIZ_QUESTIONS),
  "onlajn-kursy-kitaiskogo-yazyka": WITH_ORDER,
  "individualnye-zanyatiya": WITH_ORDER,
  "kitajskij-za-3-mesyacza": WITH_ORDER,
  "yazykovye-kursy": WITH_ORDER,
  courses: WITH_PAGE,
  "czeny-na-uslugi": WITH_ORDER,
  "basic-pricelist-service": WITH_ORDER,
  blog: names(["page"], COMMENTS),
  reviews: names(["page", REVIEWED_INSTITUTION]),
  contacts: NOTHING_MORE,
  faq: WITH_PAGE,
  sravnenie: NOTHING_MORE,
  magistratura: LISTING_PAGE,
  bakalavriat: LISTING_PAGE,
  "kolledzh-posle-9-klassa": LISTING_PAGE,
  stoimost: names(["base", "program", "city"]),
};

const WHOLE_QUERY = new Set([
  "u",
  "staff",
  "payment",
  "register",
  "reset-password",
  "robots.txt",
  "sitemap.xml",
  "sitemap",
]);

const CATALOGUE = names(LISTING, [QUICK_ORDER_PARAM], COMMENTS);

/** The query parameters the page at `pathname` reads, or `null` when its whole query counts. */
export const pageQueryNames = (pathname: string): ReadonlySet<string> | null => {
  const segment = pathname.split("/")[1] ?? "";
  if (WHOLE_QUERY.has(segment)) return null;
  return BY_SEGMENT[segment] ?? CATALOGUE;
};
