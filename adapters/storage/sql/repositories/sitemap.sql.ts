import { type SQL, sql } from "drizzle-orm";
import type { SitemapRepository } from "../../../../core/ports/sitemap-repository.port";
import { type SitemapRow, sitemapLocationOf } from "../../mapping/sitemap.mapping";
import type { Database } from "../database";

const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Every sitemap location as one row set, with its sort keys (kind, o1, o2, o3). Institutions are the publishable
 * ones (as the catalogue read side: type 1..3, a slug ending in dash digits). Last changes: a listing, its newest
 * institution; an institution, the newest of itself, its programs and their bases; a program, itself and its bases;
 * a blog category, its newest published post; a post, its publication or its last edit.
 */
const sitemapLocationsSql = (now: Date) => sql`
  with pub as (
    select i.id, i.type::int as type, i.slug, i.country_id, i.city_id, c.slug as country, ci.slug as city, i.updated_at
    from institutions i
    join countries c on c.id = i.country_id
    left join cities ci on ci.id = i.city_id
    where i.type in (1, 2, 3) and i.slug ~ '^[^[:space:]/]*-[0-9]+$'
  ),
  program as (
    select dp.id, dp.institution_id, dp.slug, greatest(dp.updated_at, max(eb.updated_at)) as lastmod
    from degree_programs dp
    join pub on pub.id = dp.institution_id
    left join education_bases eb on eb.degree_program_id = dp.id
    group by dp.id
  ),
  listing as (
    select t.type, p.country_id, p.country, p.city_id, p.city, max(p.updated_at) as lastmod
    from pub p
    cross join lateral (values (p.type), (0)) as t(type)
    group by grouping sets (
      (t.type), (t.type, p.country_id, p.country), (t.type, p.country_id, p.country, p.city_id, p.city)
    )
    having grouping(p.city_id) = 1 or p.city_id is not null
  ),
  post as (
    select bp.id, bp.category_id, bp.slug, greatest(bp.published_at, bp.updated_at) as lastmod
    from blog_posts bp
    where bp.published_at <= ${now}
  ),
  locations as (
    select 1 as kind, l.type as o1, coalesce(l.country_id, 0) as o2, coalesce(l.city_id, 0) as o3, l.type,
      l.country::text as country, l.city::text as city, null::text as institution, null::text as child,
      l.lastmod::timestamptz as lastmod
    from listing l
    union all
    select 2, p.id, 0, 0, p.type, p.country, p.city, p.slug, null,
      greatest(p.updated_at, (select max(g.lastmod) from program g where g.institution_id = p.id))
    from pub p
    union all
    select 3, g.id, 0, 0, p.type, p.country, p.city, p.slug, g.slug, g.lastmod
    from program g join pub p on p.id = g.institution_id
    union all
    select 4, eb.id, 0, 0, p.type, p.country, p.city, p.slug, eb.slug, eb.updated_at
    from education_bases eb join pub p on p.id = eb.institution_id
    union all
    select 5, bc.id, 0, 0, 0, null, null, bc.slug, null, max(post.lastmod)
    from blog_categories bc join post on post.category_id = bc.id
    group by bc.id
    union all
    select 6, post.id, 0, 0, 0, null, null, bc.slug, post.slug, post.lastmod
    from post join blog_categories bc on bc.id = post.category_id
    union all
    select 7, co.id, 0, 0, 0, null, null, co.slug, null, null
    from courses co
    union all
    select 8, c.id, 0, 0, 0, null, null, c.slug, null, null
    from countries c where exists (select 1 from tariffs t where t.country_id = c.id)
  )`;

/** kind, type, country, city, institution, child, lastmod_ms: one row as a JSON array (see SitemapRow). */
type RowTuple = [number, number, string | null, string | null, string | null, string | null, number | null];

/**
 * The sitemap's locations computed by the database: one query for the count, one for a window. The window comes
 * back as one JSON array (json_agg): thousands of small rows decode much faster that way, on PGlite especially.
 */
export function sqlSitemapRepository(db: Database): SitemapRepository {
  return {
    async count(now) {
      const [row] = await rowsOf<{ total: number }>(
        db,
        sql`${sitemapLocationsSql(now)} select count(*)::int as total from locations`,
      );
      return Number(row?.total ?? 0);
    },
    async locations({ offset, limit }, now) {
      if (limit <= 0) return [];
      const [row] = await rowsOf<{ rows: RowTuple[] | string | null }>(
        db,
        sql`${sitemapLocationsSql(now)},
          page as (
            select * from locations order by kind, o1, o2, o3 limit ${limit} offset ${offset}
          )
          select json_agg(json_build_array(
            kind, type, country, city, institution, child, floor(extract(epoch from lastmod) * 1000)::float8
          ) order by kind, o1, o2, o3) as rows
          from page`,
      );
      const tuples: RowTuple[] =
        typeof row?.rows === "string" ? (JSON.parse(row.rows) as RowTuple[]) : (row?.rows ?? []);
      return tuples.flatMap(([kind, type, country, city, institution, child, lastmod_ms]) => {
        const location = sitemapLocationOf({
          kind: kind as SitemapRow["kind"],
          type,
          country,
          city,
          institution,
          child,
          lastmod_ms,
        });
        return location === null ? [] : [location];
      });
    },
  };
}
