import { sql } from "drizzle-orm";
import { queryRows } from "./query-rows";
import type { SqlRunner } from "./sql-runner";

/**
 * Checks of a seeded catalogue, each counting the rows that break a rule (0 means it holds). They restate the
 * rules with correlated subqueries, independently of refreshInstitutionSearch, for tests and for the seed script.
 */
export const catalogueViolations = async (db: SqlRunner, now: Date): Promise<Record<string, number>> => {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*) from institutions i where i.slug !~ ('-' || i.id || '$'))::int as slug_without_id,
      (select count(*) from education_bases b where b.slug !~ ('-' || b.id || '$'))::int as base_slug_without_id,
      (select count(*) from institutions i
        where not exists (select 1 from degree_programs p where p.institution_id = i.id)
           or not exists (select 1 from education_bases b where b.institution_id = i.id))::int as without_programs_or_bases,
      (select count(*) from degree_programs p
        where not exists (select 1 from education_bases b where b.degree_program_id = p.id))::int as program_without_bases,
      (select count(*) from education_bases b
        where not exists (select 1 from admission_waves w where w.education_base_id = b.id))::int as base_without_waves,
      (select count(*) from institutions i where
        i.direction_ids is distinct from coalesce((select array_agg(x.id order by x.id) from (
          select d.direction_id as id from education_base_directions d
            join education_bases b on b.id = d.education_base_id where b.institution_id = i.id
          union select d.direction_id from institution_directions d where d.institution_id = i.id) x), '{}')
        or i.language_ids is distinct from coalesce((select array_agg(x.id order by x.id) from (
          select distinct l.language_id as id from education_base_languages l
            join education_bases b on b.id = l.education_base_id where b.institution_id = i.id) x), '{}')
        or i.program_level_ids is distinct from coalesce((select array_agg(x.id order by x.id) from (
          select distinct p.program_level_id as id from degree_programs p where p.institution_id = i.id) x), '{}')
        or i.specialty_ids is distinct from coalesce((select array_agg(x.id order by x.id) from (
          select distinct s.specialty_id as id from education_base_specialties s
            join education_bases b on b.id = s.education_base_id where b.institution_id = i.id) x), '{}')
        or i.grant_types is distinct from coalesce((select array_agg(x.id order by x.id) from (
          select distinct b.type::int as id from education_bases b where b.institution_id = i.id and b.type is not null) x), '{}')
        or i.has_grants <> exists (select 1 from education_bases b where b.institution_id = i.id and b.type = 1)
        or i.has_lang_courses <> exists (select 1 from education_bases b where b.institution_id = i.id and b.is_language_course)
        or i.total_places <> (select coalesce(sum(b.total_places), 0) from education_bases b where b.institution_id = i.id)
        or i.available_places <> (select coalesce(sum(b.available_places), 0) from education_bases b where b.institution_id = i.id)
        or i.min_price is distinct from coalesce(
          (select min(b.min_price) from education_bases b where b.institution_id = i.id and b.type is null and not b.is_language_course),
          (select min(b.min_price) from education_bases b where b.institution_id = i.id and b.type is null))
      )::int as denormalised_mismatch,
      (select count(*) from admission_waves w where w.date_from >= w.date_to
        or w.date_from < '2026-01-01T00:00:00+03:00' or w.date_to >= '2028-01-01T00:00:00+03:00')::int as wave_outside_2026_2027,
      (select count(*) from admission_waves w join admission_waves n
        on n.education_base_id = w.education_base_id and n.position = w.position + 1
        where n.date_from <= w.date_to)::int as waves_out_of_order,
      (select count(*) from (select education_base_id from admission_waves group by education_base_id
        having min(position) <> 1 or max(position) <> count(*)) x)::int as wave_positions_with_gaps,
      (select count(*) from education_bases b where (b.waves_status = 'open') <> exists (
        select 1 from admission_waves w where w.education_base_id = b.id and ${now.toISOString()}::timestamptz between w.date_from and w.date_to
      ))::int as wave_status_mismatch
    `,
  );
  return row ?? {};
};
