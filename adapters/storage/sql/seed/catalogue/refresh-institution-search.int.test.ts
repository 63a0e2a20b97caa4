import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database";
import { openDatabase } from "../../open-database";
import { queryRows } from "./query-rows";
import { refreshInstitutionSearch } from "./refresh-institution-search";
import { seedCatalogue } from "./seed-catalogue";

type SearchRow = {
  id: number;
  direction_ids: number[];
  language_ids: number[];
  grant_types: number[];
  has_grants: boolean;
  total_places: number;
  search_text: string;
};

const searchRows = (handle: DatabaseHandle, ids: readonly number[]) =>
  queryRows<SearchRow>(
    handle.db,
    sql`select id, direction_ids, language_ids, grant_types, has_grants, total_places, search_text
        from institutions where id = any(${`{${ids.join(",")}}`}::int[]) order by id`,
  );

describe("refreshInstitutionSearch", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: ":memory:" });
    await seedCatalogue(handle.db, new Date("2027-02-10T09:00:00Z"));
  });

  afterAll(async () => {
    await handle.close();
  });

  it("recomputes only the given institutions after their bases change", async () => {
    const [target, bystander] = [2, 3];
    const before = await searchRows(handle, [target, bystander]);
    await handle.db.execute(sql`delete from education_bases where institution_id = ${target} and type is not null`);
    await handle.db.execute(sql`update institutions set title_en = 'Tsinghua U' where id in (${target}, ${bystander})`);
    await refreshInstitutionSearch(handle.db, [target]);
    const [changed, untouched] = await searchRows(handle, [target, bystander]);
    expect(changed?.grant_types).toEqual([]);
    expect(changed?.has_grants).toBe(false);
    expect(changed?.search_text).toBe("университет цинхуа tsinghua u 清华大学 thu");
    expect(untouched).toEqual(before[1]);
  });

  it("adds a language of a new base to the language ids", async () => {
    const id = 5;
    const [base] = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from education_bases where institution_id = ${id} order by id limit 1`,
    );
    await handle.db.execute(
      sql`delete from education_base_languages where education_base_id = ${base?.id ?? 0} and language_id = 6`,
    );
    await handle.db.execute(sql`insert into education_base_languages values (${base?.id ?? 0}, 6)`);
    await refreshInstitutionSearch(handle.db, [id]);
    const [row] = await searchRows(handle, [id]);
    expect(row?.language_ids).toContain(6);
  });

  it("writes nothing when nothing changed", async () => {
    await refreshInstitutionSearch(handle.db);
    const [before] = await queryRows<{ versions: string }>(
      handle.db,
      sql`select string_agg(xmin::text, ',' order by id) as versions from institutions`,
    );
    await refreshInstitutionSearch(handle.db);
    const [after] = await queryRows<{ versions: string }>(
      handle.db,
      sql`select string_agg(xmin::text, ',' order by id) as versions from institutions`,
    );
    expect(after?.versions).toBe(before?.versions);
  });

  it("does nothing for an empty list of ids", async () => {
    await expect(refreshInstitutionSearch(handle.db, [])).resolves.toBeUndefined();
  });
});
