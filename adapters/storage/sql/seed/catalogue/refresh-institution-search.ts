import { type SQL, sql } from "drizzle-orm";
import type { SqlRunner } from "./sql-runner";

const UPPER = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ";
const LOWER = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя";

/**
 * Lower case that does not depend on the database locale: under the C collation (PGlite) `lower` changes only
 * ASCII letters, so Cyrillic capitals are translated explicitly.
 */
const lowered = (text: SQL): SQL => sql`translate(lower(${text}), ${UPPER}, ${LOWER})`;

const targetOf = (institutionIds: readonly number[] | undefined): SQL =>
  institutionIds === undefined
    ? sql`select id from institutions`
    : sql`select id from institutions where id = any(${`{${institutionIds.join(",")}}`}::int[])`;

/**
 * Recomputes the denormalised search columns of institutions (all of them, or only the given ids) from their
 * programs, bases and join tables: direction, language, level and specialty ids, grant types, language courses,
 * grants, the lowest paid price (degree bases first, language courses when there is nothing else), places and the
 * search text (lower-cased Russian, English and Chinese titles and the acronym). Only rows whose values change are
 * written, so calling it again is cheap. Call it after any write to an institution or what lies under it.
 */
export const refreshInstitutionSearch = async (db: SqlRunner, institutionIds?: readonly number[]): Promise<void> => {
  if (institutionIds !== undefined && institutionIds.length === 0) return;
  await db.execute(sql`
    with target as (${targetOf(institutionIds)}),
    base_stats as (
      select b.institution_id,
        array_agg(distinct b.type::int order by b.type::int) filter (where b.type is not null) as grant_types,
        bool_or(b.is_language_course) as has_lang_courses,
        bool_or(b.type = 1) as has_grants,
        coalesce(
          min(b.min_price) filter (where b.type is null and not b.is_language_course),
          min(b.min_price) filter (where b.type is null)
        ) as min_price,
        sum(b.total_places)::int as total_places,
        sum(b.available_places)::int as available_places
      from education_bases b join target t on t.id = b.institution_id
      group by b.institution_id
    ),
    direction_stats as (
      select x.institution_id, array_agg(distinct x.direction_id order by x.direction_id) as ids
      from (
        select b.institution_id, d.direction_id
        from education_base_directions d
        join education_bases b on b.id = d.education_base_id
        join target t on t.id = b.institution_id
        union all
        select d.institution_id, d.direction_id
        from institution_directions d join target t on t.id = d.institution_id
      ) x
      group by x.institution_id
    ),
    language_stats as (
      select b.institution_id, array_agg(distinct l.language_id order by l.language_id) as ids
      from education_base_languages l
      join education_bases b on b.id = l.education_base_id
      join target t on t.id = b.institution_id
      group by b.institution_id
    ),
    level_stats as (
      select p.institution_id, array_agg(distinct p.program_level_id order by p.program_level_id) as ids
      from degree_programs p join target t on t.id = p.institution_id
      group by p.institution_id
    ),
    specialty_stats as (
      select b.institution_id, array_agg(distinct s.specialty_id order by s.specialty_id) as ids
      from education_base_specialties s
      join education_bases b on b.id = s.education_base_id
      join target t on t.id = b.institution_id
      group by b.institution_id
    ),
    computed as (
      select t.id,
        coalesce(ds.ids, '{}') as direction_ids,
        coalesce(ls.ids, '{}') as language_ids,
        coalesce(lv.ids, '{}') as program_level_ids,
        coalesce(ss.ids, '{}') as specialty_ids,
        coalesce(bs.grant_types, '{}') as grant_types,
        coalesce(bs.has_lang_courses, false) as has_lang_courses,
        coalesce(bs.has_grants, false) as has_grants,
        bs.min_price,
        coalesce(bs.total_places, 0) as total_places,
        coalesce(bs.available_places, 0) as available_places,
        ${lowered(sql`concat_ws(' ', nullif(i.title_ru, ''), nullif(i.title_en, ''), nullif(i.title_ch, ''), nullif(i.acronym, ''))`)} as search_text
      from target t
      join institutions i on i.id = t.id
      left join base_stats bs on bs.institution_id = t.id
      left join direction_stats ds on ds.institution_id = t.id
      left join language_stats ls on ls.institution_id = t.id
      left join level_stats lv on lv.institution_id = t.id
      left join specialty_stats ss on ss.institution_id = t.id
    )
    update institutions i set
      direction_ids = c.direction_ids,
      language_ids = c.language_ids,
      program_level_ids = c.program_level_ids,
      specialty_ids = c.specialty_ids,
      grant_types = c.grant_types,
      has_lang_courses = c.has_lang_courses,
      has_grants = c.has_grants,
      min_price = c.min_price,
      total_places = c.total_places,
      available_places = c.available_places,
      search_text = c.search_text
    from computed c
    where i.id = c.id
      and (i.direction_ids, i.language_ids, i.program_level_ids, i.specialty_ids, i.grant_types, i.has_lang_courses,
        i.has_grants, i.min_price, i.total_places, i.available_places, i.search_text)
      is distinct from (c.direction_ids, c.language_ids, c.program_level_ids, c.specialty_ids, c.grant_types,
        c.has_lang_courses, c.has_grants, c.min_price, c.total_places, c.available_places, c.search_text)
  `);
};
