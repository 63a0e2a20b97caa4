import fc from "fast-check";
import { MAX_ENTITY_ID } from "../../core/domain/shared/entity-id";
import { ROUTE_INSTITUTION_TYPES, ROUTE_LISTING_TYPES } from "../../core/domain/route/catalogue-route-type";
import { hrefFor } from "../../core/domain/route/href-for";
import type { PlaceParams, RouteParams } from "../../core/domain/route/route-params";
import type { ResolvedRoute, Screen } from "../../core/domain/route/route-table";
import { formatEntitySlug } from "../../core/domain/route/slug/entity-slug";
import { formatProfileSlug, type ProfileSlug } from "../../core/domain/route/slug/profile-slug";

const LETTERS = [..."abcdefghijklmnopqrstuvwxyz"];
const DIGITS = [..."0123456789"];
const ALNUM = [...LETTERS, ...DIGITS];

const alnum = fc.constantFrom(...ALNUM);
const text = (unit: fc.Arbitrary<string>, minLength: number, maxLength: number) =>
  fc.string({ unit, minLength, maxLength });
const concat = (parts: readonly string[]): string => parts.join("");

/** One slug word: [a-z0-9]+ (may be all digits). */
export const slugWordArb = text(alnum, 1, 8);

/** A word with at least one letter, so never all digits. */
const wordWithLetterArb = fc.tuple(text(alnum, 0, 4), fc.constantFrom(...LETTERS), text(alnum, 0, 4)).map(concat);

/** Any word except exactly "pl", so that a slug starting with it never starts with "pl-". */
const firstWordArb = fc.oneof(
  fc.tuple(fc.constantFrom(...ALNUM.filter((c) => c !== "p")), text(alnum, 0, 7)).map(concat),
  fc.tuple(fc.constant("p"), fc.constantFrom(...ALNUM.filter((c) => c !== "l")), text(alnum, 0, 6)).map(concat),
  fc.constant("p"),
  fc.tuple(fc.constant("pl"), text(alnum, 1, 6)).map(concat),
);

/** Any slug: 1 to 4 words joined by single dashes. */
export const slugArb = fc.array(slugWordArb, { minLength: 1, maxLength: 4 }).map((words) => words.join("-"));

/** A country, city or degree program slug: no pl- prefix and no -digits suffix. */
export const plainSlugArb = fc.oneof(
  slugWordArb,
  fc
    .tuple(firstWordArb, fc.array(slugWordArb, { maxLength: 2 }), wordWithLetterArb)
    .map(([first, middle, last]) => [first, ...middle, last].join("-")),
);

/** The base of an entity slug (may itself end in digits: "campus-2" + "-12"). */
export const entityBaseArb = fc
  .tuple(firstWordArb, fc.array(slugWordArb, { maxLength: 2 }))
  .map(([first, rest]) => [first, ...rest].join("-"));

export const entityIdArb = fc.integer({ min: 0, max: 2_000_000_000 });

/** An institution or education base slug: "tsinghua-university-12". */
export const entitySlugArb = fc.record({ base: entityBaseArb, id: entityIdArb }).map(formatEntitySlug);

export const programLevelArb = slugArb.map((slug) => `pl-${slug}`);

const USERNAME_CHARS = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-"];

export const profileSlugPartsArb: fc.Arbitrary<ProfileSlug> = fc.record({
  id: fc.integer({ min: 1, max: MAX_ENTITY_ID }),
  username: text(fc.constantFrom(...USERNAME_CHARS), 1, 16),
});

export const profileSlugArb = profileSlugPartsArb.map(formatProfileSlug);

/** A segment that is not a slug at all (upper case, underscore, Cyrillic, double or edge dashes...). */
export const invalidSegmentArb = fc.oneof(
  fc.tuple(slugWordArb, fc.constantFrom("_", "A", "--", ".", "й", "%20", "?", "#"), slugWordArb).map(concat),
  slugWordArb.map((word) => `${word}-`),
  slugWordArb.map((word) => `-${word}`),
);

export const placeArb: fc.Arbitrary<PlaceParams> = fc.oneof(
  fc.constant({}),
  fc.record({ country: plainSlugArb }),
  fc.record({ country: plainSlugArb, city: plainSlugArb }),
);

const institutionTypeArb = fc.constantFrom(...ROUTE_INSTITUTION_TYPES);
const userArb = fc.record({ user: profileSlugArb }, { requiredKeys: [] });
const applicationArb = fc.record(
  { user: profileSlugArb, application: fc.integer({ min: 1, max: 2_147_483_647 }).map(String) },
  { requiredKeys: ["application"] },
);

type RouteOf<S extends Screen> = Extract<ResolvedRoute, { readonly screen: S }>;

const route = <S extends Screen>(screen: S, params: fc.Arbitrary<RouteParams[S]>): fc.Arbitrary<RouteOf<S>> =>
  params.map((p) => ({ screen, params: p }) as RouteOf<S>);

const page = <S extends Screen>(screen: S): fc.Arbitrary<RouteOf<S>> =>
  fc.constant({ screen, params: {} } as RouteOf<S>);

const institutionArb = fc
  .tuple(institutionTypeArb, entitySlugArb, placeArb)
  .map(([type, institution, place]) => ({ type, institution, ...place }));

/** A generator of valid routes for every screen (the record type makes sure none is forgotten). */
export const routeArbs: { readonly [S in Screen]: fc.Arbitrary<RouteOf<S>> } = {
  home: page("home"),
  "institution-education-base": route(
    "institution-education-base",
    fc.tuple(institutionArb, entitySlugArb).map(([params, educationBase]) => ({ ...params, educationBase })),
  ),
  "degree-program": route(
    "degree-program",
    fc.tuple(institutionArb, plainSlugArb).map(([params, degreeProgram]) => ({ ...params, degreeProgram })),
  ),
  "institutions-listing": route(
    "institutions-listing",
    fc
      .tuple(fc.constantFrom(...ROUTE_LISTING_TYPES), fc.option(programLevelArb, { nil: undefined }), placeArb)
      .map(([type, programLevel, place]) =>
        programLevel === undefined ? { type, ...place } : { type, programLevel, ...place },
      ),
  ),
  institution: route("institution", institutionArb),
  "online-chinese-courses": page("online-chinese-courses"),
  "service-prices": page("service-prices"),
  "service-prices-country": route("service-prices-country", fc.record({ country: slugArb })),
  "basic-price-list": page("basic-price-list"),
  "individual-lessons": page("individual-lessons"),
  "chinese-in-3-months": page("chinese-in-3-months"),
  "college-after-grade-9": page("college-after-grade-9"),
  "language-courses": page("language-courses"),
  "blog-list": route("blog-list", fc.record({ category: slugArb }, { requiredKeys: [] })),
  "blog-post": route("blog-post", fc.record({ category: slugArb, slug: slugArb })),
  "user-profile": route("user-profile", userArb),
  settings: route("settings", userArb),
  "settings-applications": route("settings-applications", userArb),
  "settings-notifications": route("settings-notifications", userArb),
  "settings-profile": route("settings-profile", userArb),
  "settings-security": route("settings-security", userArb),
  "settings-application": route("settings-application", applicationArb),
  "settings-application-documents": route("settings-application-documents", applicationArb),
  "settings-application-messages": route("settings-application-messages", applicationArb),
  "settings-application-payments": route("settings-application-payments", applicationArb),
  "payment-success": page("payment-success"),
  "payment-fail": page("payment-fail"),
  hsk: page("hsk"),
  "hsk-info": page("hsk-info"),
  courses: page("courses"),
  course: route("course", fc.record({ slug: slugArb })),
  magistratura: page("magistratura"),
  bakalavriat: page("bakalavriat"),
  quiz: route("quiz", fc.record({ slug: slugArb }, { requiredKeys: [] })),
  guarantees: page("guarantees"),
  "about-company": page("about-company"),
  contacts: page("contacts"),
  reviews: page("reviews"),
  faq: page("faq"),
  "personal-data-regulations": page("personal-data-regulations"),
  "consent-personal-data": page("consent-personal-data"),
  "platform-rules": page("platform-rules"),
  "privacy-policy": page("privacy-policy"),
  "user-agreement": page("user-agreement"),
  ch: page("ch"),
  compare: page("compare"),
  register: page("register"),
  "reset-password": page("reset-password"),
  staff: page("staff"),
  "staff-application": route(
    "staff-application",
    fc.record({ application: fc.integer({ min: 1, max: 2_147_483_647 }).map(String) }),
  ),
  "staff-leads": page("staff-leads"),
  "staff-mail": page("staff-mail"),
  "staff-audit": page("staff-audit"),
  "staff-team": page("staff-team"),
  "staff-comments": page("staff-comments"),
  costs: page("costs"),
};

/** Any valid route of any screen. */
export const resolvedRouteArb: fc.Arbitrary<ResolvedRoute> = fc.oneof(...Object.values(routeArbs));

/** Valid paths damaged in the ways people and crawlers damage them. */
const damagedPathArb = fc
  .tuple(resolvedRouteArb.map(hrefFor), fc.nat(), fc.constantFrom("", "/", "//", "A", "-", "..", "?x=1", "#top", "%2F"))
  .map(([path, at, insert]) => {
    const cut = at % (path.length + 1);
    return `${path.slice(0, cut)}${insert}${path.slice(cut + 1)}`;
  });

/** Arbitrary strings, URL-looking paths, valid paths with and without their slash, and damaged ones. */
export const anyPathArb = fc.oneof(
  fc.string(),
  fc.webPath(),
  text(fc.constantFrom(..."/-pl0129abcus.%?#A й"), 0, 40),
  resolvedRouteArb.map(hrefFor),
  resolvedRouteArb.map((route) => hrefFor(route).slice(0, -1)),
  damagedPathArb,
);

/** A segment after the catalogue type, with the class it was built as: L pl- level, E entity, P plain, X not a slug. */
export const classedSegmentArb = fc.oneof(
  { arbitrary: programLevelArb.map((segment) => ({ letter: "L", segment })), weight: 2 },
  { arbitrary: entitySlugArb.map((segment) => ({ letter: "E", segment })), weight: 3 },
  { arbitrary: plainSlugArb.map((segment) => ({ letter: "P", segment })), weight: 3 },
  { arbitrary: invalidSegmentArb.map((segment) => ({ letter: "X", segment })), weight: 1 },
);

/** The first segment of a catalogue path: mostly the four types, sometimes a near miss. */
export const catalogueTypeArb = fc.oneof(
  { arbitrary: fc.constantFrom(...ROUTE_LISTING_TYPES), weight: 5 },
  { arbitrary: fc.constantFrom("university", "Catalog", "catalogue"), weight: 1 },
);
