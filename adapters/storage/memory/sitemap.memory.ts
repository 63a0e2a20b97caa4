import type { SitemapRepository } from "../../../core/ports/sitemap-repository.port";
import { SITEMAP_KIND, type SitemapKind, type SitemapRow, sitemapLocationOf } from "../mapping/sitemap.mapping";
import { FIXTURE_NOW, readSideFixture } from "../rows/read-side.fixture";
import type { InstitutionRow, StorageRows } from "../rows/storage-rows";

export { FIXTURE_NOW };

/** A row with its sort keys (kind, o1, o2, o3), as sitemap.sql.ts orders them. */
type Keyed = SitemapRow & { readonly order: readonly [number, number, number, number] };
type Published = { readonly i: InstitutionRow; readonly country: string; readonly city: string | null };

const PUBLISHABLE_SLUG = /^[^\s/]*-[0-9]+$/;
const NONE = { type: 0, country: null, city: null, institution: null, child: null, lastmod_ms: null };

/** The latest of some instants (epoch ms); null when there is none, as SQL's greatest/max over nulls. */
const latest = (...times: readonly (number | null)[]): number | null => {
  const known = times.filter((time): time is number => time !== null);
  return known.length === 0 ? null : Math.max(...known);
};
const byOrder = (a: Keyed, b: Keyed) => a.order.reduce((diff, key, at) => diff || key - (b.order[at] ?? 0), 0);
const row = (kind: SitemapKind, id: number, fields: Partial<SitemapRow>): Keyed => ({
  ...NONE,
  ...fields,
  kind,
  order: [kind, id, 0, 0],
});

const publishedOf = (t: StorageRows): Published[] =>
  t.institutions.flatMap((i) => {
    const country = t.countries.find((c) => c.id === i.country_id);
    const city = t.cities.find((c) => c.id === i.city_id);
    return [1, 2, 3].includes(i.type) && PUBLISHABLE_SLUG.test(i.slug) && country
      ? [{ i, country: country.slug, city: city?.slug ?? null }]
      : [];
  });

/** Listings by type (and catalog), country and city, each with its newest institution's change. */
const listingRows = (published: readonly Published[]): Keyed[] => {
  const listings = new Map<string, Keyed>();
  for (const { i, country, city } of published) {
    const levels = [
      { country: null, city: null, o2: 0, o3: 0 },
      { country, city: null, o2: i.country_id, o3: 0 },
      ...(city === null || i.city_id === null ? [] : [{ country, city, o2: i.country_id, o3: i.city_id }]),
    ];
    for (const type of [i.type, 0]) {
      for (const { o2, o3, ...place } of levels) {
        const key = `${type}/${o2}/${o3}`;
        const lastmod_ms = latest(listings.get(key)?.lastmod_ms ?? null, i.updated_at.getTime());
        listings.set(key, {
          ...NONE,
          ...place,
          kind: SITEMAP_KIND.listing,
          type,
          lastmod_ms,
          order: [1, type, o2, o3],
        });
      }
    }
  }
  return [...listings.values()];
};

/** Every row of the sitemap in its order, as sitemap.sql.ts computes it in the database. */
const sitemapRows = (t: StorageRows, now: Date): Keyed[] => {
  const published = publishedOf(t);
  const at = ({ i, country, city }: Published) => ({ type: i.type, country, city, institution: i.slug });
  const programs = published.flatMap((p) =>
    t.degreePrograms
      .filter((dp) => dp.institution_id === p.i.id)
      .map((dp) => {
        const bases = t.educationBases.filter((b) => b.degree_program_id === dp.id);
        return { p, dp, lastmod: latest(dp.updated_at.getTime(), ...bases.map((b) => b.updated_at.getTime())) };
      }),
  );
  const posts = t.blogPosts.flatMap((post) => {
    const category = t.blogCategories.find((c) => c.id === post.category_id);
    return category && post.published_at.getTime() <= now.getTime()
      ? [{ post, category, lastmod: latest(post.published_at.getTime(), post.updated_at.getTime()) }]
      : [];
  });
  return [
    ...listingRows(published),
    ...published.map((p) =>
      row(SITEMAP_KIND.institution, p.i.id, {
        ...at(p),
        lastmod_ms: latest(p.i.updated_at.getTime(), ...programs.filter((g) => g.p === p).map((g) => g.lastmod)),
      }),
    ),
    ...programs.map((g) =>
      row(SITEMAP_KIND.degreeProgram, g.dp.id, { ...at(g.p), child: g.dp.slug, lastmod_ms: g.lastmod }),
    ),
    ...published.flatMap((p) =>
      t.educationBases
        .filter((b) => b.institution_id === p.i.id)
        .map((b) =>
          row(SITEMAP_KIND.educationBase, b.id, { ...at(p), child: b.slug, lastmod_ms: b.updated_at.getTime() }),
        ),
    ),
    ...t.blogCategories.flatMap((c) => {
      const own = posts.filter((p) => p.category.id === c.id);
      const lastmod_ms = latest(...own.map((p) => p.lastmod));
      return own.length === 0 ? [] : [row(SITEMAP_KIND.blogCategory, c.id, { institution: c.slug, lastmod_ms })];
    }),
    ...posts.map((p) =>
      row(SITEMAP_KIND.blogPost, p.post.id, {
        institution: p.category.slug,
        child: p.post.slug,
        lastmod_ms: p.lastmod,
      }),
    ),
    ...t.courses.map((c) => row(SITEMAP_KIND.course, c.id, { institution: c.slug })),
    ...t.countries
      .filter((c) => t.tariffs.some((tariff) => tariff.country_id === c.id))
      .map((c) => row(SITEMAP_KIND.servicePrices, c.id, { institution: c.slug })),
  ].sort(byOrder);
};

/** The sitemap repository over in-memory tables (the test double of the SQL repository). */
export function memorySitemapRepository(tables: StorageRows): SitemapRepository {
  return {
    async count(now) {
      return sitemapRows(tables, now).length;
    },
    async locations({ offset, limit }, now) {
      if (limit <= 0) return [];
      return sitemapRows(tables, now)
        .slice(offset, offset + limit)
        .flatMap((keyed) => {
          const location = sitemapLocationOf(keyed);
          return location === null ? [] : [location];
        });
    },
  };
}

/** The sitemap repository over the read-side fixture (or given tables), with the tables a use-case test may change. */
export function memorySitemapSide(tables: StorageRows = readSideFixture()) {
  return { tables, sitemap: memorySitemapRepository(tables) };
}
