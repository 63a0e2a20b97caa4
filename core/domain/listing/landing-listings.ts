import type { ListingType } from "./listing-type";

/** The listing a landing page shows: a type and the slug of a program level (a degree_programs facet). */
export type LandingListing = { readonly type: ListingType; readonly levelSlug: string };

/**
 * The pages about a level of study and the listing each embeds (spec 2): the master's and bachelor's pages list
 * every kind of institution at that level; "college after grade 9" lists colleges with the college level.
 */
export const LANDING_LISTINGS = {
  "/magistratura/": { type: "catalog", levelSlug: "magistratura" },
  "/bakalavriat/": { type: "catalog", levelSlug: "bakalavriat" },
  "/kolledzh-posle-9-klassa/": { type: "colleges", levelSlug: "kolledzh" },
} as const satisfies Readonly<Record<string, LandingListing>>;

export type LandingPath = keyof typeof LANDING_LISTINGS;

/** The landing listing of a path; null for any other path. */
export const landingListingOf = (path: string): LandingListing | null =>
  Object.hasOwn(LANDING_LISTINGS, path) ? LANDING_LISTINGS[path as LandingPath] : null;
