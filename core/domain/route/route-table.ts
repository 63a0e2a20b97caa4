import type { RouteParams } from "./route-params";
import { literal, optionalParam, param, type SegmentPattern } from "./segment-pattern";

/** Every screen of spec 2. */
export type Screen = keyof RouteParams;

/** A screen with its typed params: what a path resolves to and what `hrefFor` turns back into a path. */
export type ResolvedRoute = { readonly [S in Screen]: { readonly screen: S; readonly params: RouteParams[S] } }[Screen];

type RoutePattern<S extends Screen> = readonly SegmentPattern<Extract<keyof RouteParams[S], string>>[];

const place = [optionalParam("country", "plainSlug"), optionalParam("city", "plainSlug", "country")] as const;
const institution = [param("type", "institutionType"), ...place, param("institution", "entitySlug")] as const;
const user = [literal("u"), optionalParam("user", "profileSlug")] as const;
const settings = [...user, literal("settings")] as const;
const application = [...settings, literal("applications"), param("application", "recordId")] as const;
const page = (text: string) => [literal(text)] as const;
const staff = page("staff");

/** The route table of spec 2, one row per screen in the spec's order, then our own screens. Every path ends with a slash. */
export const ROUTE_TABLE: { readonly [S in Screen]: RoutePattern<S> } = {
  home: [],
  "institution-education-base": [...institution, param("educationBase", "entitySlug")],
  "degree-program": [...institution, param("degreeProgram", "plainSlug")],
  "institutions-listing": [param("type", "listingType"), optionalParam("programLevel", "programLevel"), ...place],
  institution,
  "online-chinese-courses": page("onlajn-kursy-kitaiskogo-yazyka"),
  "service-prices": page("czeny-na-uslugi"),
  "service-prices-country": [literal("czeny-na-uslugi"), param("country", "slug")],
  "basic-price-list": page("basic-pricelist-service"),
  "individual-lessons": page("individualnye-zanyatiya"),
  "chinese-in-3-months": page("kitajskij-za-3-mesyacza"),
  "college-after-grade-9": page("kolledzh-posle-9-klassa"),
  "language-courses": page("yazykovye-kursy"),
  "blog-list": [literal("blog"), optionalParam("category", "slug")],
  "blog-post": [literal("blog"), param("category", "slug"), param("slug", "slug")],
  "user-profile": user,
  settings,
  "settings-applications": [...settings, literal("applications")],
  "settings-notifications": [...settings, literal("notifications")],
  "settings-profile": [...settings, literal("profile")],
  "settings-security": [...settings, literal("security")],
  /** Beyond spec 2: one application (ADR 051), its progress, then its documents, messages and payments. */
  "settings-application": [...application],
  "settings-application-documents": [...application, literal("documents")],
  "settings-application-messages": [...application, literal("messages")],
  "settings-application-payments": [...application, literal("payments")],
  "payment-success": [literal("payment"), literal("success")],
  "payment-fail": [literal("payment"), literal("fail")],
  hsk: page("hsk"),
  "hsk-info": [literal("hsk"), literal("info-o-hsk")],
  courses: page("courses"),
  course: [literal("courses"), param("slug", "slug")],
  magistratura: page("magistratura"),
  bakalavriat: page("bakalavriat"),
  quiz: [literal("quiz"), optionalParam("slug", "slug")],
  guarantees: page("guarantees"),
  "about-company": page("o-kompanii"),
  contacts: page("contacts"),
  reviews: page("reviews"),
  faq: page("faq"),
  "personal-data-regulations": page("personal-data-regulations"),
  "consent-personal-data": page("consent-personal-data"),
  "platform-rules": page("platform-rules"),
  "privacy-policy": page("privacy-policy"),
  "user-agreement": page("user-agreement"),
  ch: page("ch"),
  /** Beyond spec 2: the side-by-side comparison of shortlisted institutions and programs. */
  compare: page("sravnenie"),
  /** Beyond spec 2: creating an account, and asking for and using a password reset code (ADR 044). */
  register: page("register"),
  "reset-password": page("reset-password"),
  /** Beyond spec 2: the staff console (ADR 056): the queue, one application, leads, mail, the audit log, the team. */
  staff,
  "staff-application": [...staff, literal("applications"), param("application", "recordId")],
  "staff-leads": [...staff, literal("leads")],
  "staff-mail": [...staff, literal("mail")],
  "staff-audit": [...staff, literal("audit")],
  "staff-team": [...staff, literal("team")],
  /** Moderation of comments and reviews (ADR 062). */
  "staff-comments": [...staff, literal("comments")],
  /**
   * Beyond spec 2: the first-year cost calculator (ADR 065); its choice is in the query, so a result is shareable.
   * A short key and slug: every page's first load carries this row.
   */
  costs: page("stoimost"),
};
