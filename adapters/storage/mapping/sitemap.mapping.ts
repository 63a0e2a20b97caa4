import { match } from "ts-pattern";
import { isRouteInstitutionType, isRouteListingType } from "../../../core/domain/route/catalogue-route-type";
import type { PlaceParams } from "../../../core/domain/route/route-params";
import type { ResolvedRoute } from "../../../core/domain/route/route-table";
import type { SitemapLocation } from "../../../core/ports/sitemap-repository.port";

/** What a sitemap row stands for; the numbers are also the order of the sitemap. */
export const SITEMAP_KIND = {
  listing: 1,
  institution: 2,
  degreeProgram: 3,
  educationBase: 4,
  blogCategory: 5,
  blogPost: 6,
  course: 7,
  servicePrices: 8,
} as const;

export type SitemapKind = (typeof SITEMAP_KIND)[keyof typeof SITEMAP_KIND];

/**
 * One sitemap row as both repositories produce it. `type` is the education type number (0 catalog); `institution`
 * and `child` carry the entity slugs (or the category, post, course or country slug); `lastmod_ms` is epoch ms.
 */
export type SitemapRow = Readonly<{
  kind: SitemapKind;
  type: number;
  country: string | null;
  city: string | null;
  institution: string | null;
  child: string | null;
  lastmod_ms: number | null;
}>;

const TYPE_SLUGS = ["catalog", "universities", "colleges", "schools"] as const;

const placeOf = (row: SitemapRow): PlaceParams =>
  row.country === null ? {} : row.city === null ? { country: row.country } : { country: row.country, city: row.city };

const institutionParamsOf = (row: SitemapRow) => {
  const type = TYPE_SLUGS[row.type];
  return type !== undefined && isRouteInstitutionType(type) && row.institution !== null && row.country !== null
    ? { type, institution: row.institution, ...placeOf(row) }
    : null;
};

type Routed = ResolvedRoute | null;

const routeOf = (row: SitemapRow): Routed => {
  const institution = institutionParamsOf(row);
  const { child, institution: slug } = row;
  return match(row.kind)
    .with(SITEMAP_KIND.listing, (): Routed => {
      const type = TYPE_SLUGS[row.type];
      return type !== undefined && isRouteListingType(type)
        ? { screen: "institutions-listing", params: { type, ...placeOf(row) } }
        : null;
    })
    .with(SITEMAP_KIND.institution, (): Routed => (institution ? { screen: "institution", params: institution } : null))
    .with(SITEMAP_KIND.degreeProgram, (): Routed =>
      institution && child !== null
        ? { screen: "degree-program", params: { ...institution, degreeProgram: child } }
        : null,
    )
    .with(SITEMAP_KIND.educationBase, (): Routed =>
      institution && child !== null
        ? { screen: "institution-education-base", params: { ...institution, educationBase: child } }
        : null,
    )
    .with(SITEMAP_KIND.blogCategory, (): Routed =>
      slug === null ? null : { screen: "blog-list", params: { category: slug } },
    )
    .with(SITEMAP_KIND.blogPost, (): Routed =>
      slug !== null && child !== null ? { screen: "blog-post", params: { category: slug, slug: child } } : null,
    )
    .with(SITEMAP_KIND.course, (): Routed => (slug === null ? null : { screen: "course", params: { slug } }))
    .with(SITEMAP_KIND.servicePrices, (): Routed =>
      slug === null ? null : { screen: "service-prices-country", params: { country: slug } },
    )
    .exhaustive();
};

/** The location of a row, or null for a row that cannot name a route (an unknown type, a missing slug). */
export const sitemapLocationOf = (row: SitemapRow): SitemapLocation | null => {
  const route = routeOf(row);
  return route === null ? null : { route, lastmod: row.lastmod_ms === null ? null : new Date(row.lastmod_ms) };
};
