import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNRESTRICTED_CRITERIA } from "../../../../core/application/listing/unrestricted-criteria";
import type { ListingSearch } from "../../../../core/ports/institution-listing-repository.port";
import { insertListingDataset } from "../../../../tests/integration/insert-listing-dataset";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { institutionListingContract, LISTING_FIXTURE } from "../../institution-listing.contract";
import type { Database, DatabaseHandle } from "../database";
import { sqlInstitutionListing } from "./institution-listing.sql";

institutionListingContract("sql", async (dataset) => {
  const handle = await openTestDatabase();
  await insertListingDataset(handle.db, dataset);
  return { listings: sqlInstitutionListing(handle.db), close: handle.close };
});

const versionOf = async (db: Database): Promise<string | undefined> =>
  ((await db.execute(sql`select version::text as v from listing_data_version`)) as unknown as { rows: { v: string }[] })
    .rows[0]?.v;

const everything: ListingSearch = {
  criteria: UNRESTRICTED_CRITERIA,
  sort: { column: "rating", order: "desc" },
  page: 1,
  perPage: 100,
};

describe("the SQL listing's cached index", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await insertListingDataset(handle.db, LISTING_FIXTURE);
  });
  afterAll(() => handle.close());

  it("sees every write that changes what is listed on the next call", async () => {
    const listings = sqlInstitutionListing(handle.db);
    expect((await listings.search(everything)).total).toBe(8);
    await handle.db.execute(sql`update institutions set rating = 5 where id = 6`);
    expect((await listings.search(everything)).cards[0]?.id).toBe(6);
    await handle.db.execute(sql`update institutions set language_ids = '{3}' where id = 6`);
    const korean = await listings.search({ ...everything, criteria: { ...UNRESTRICTED_CRITERIA, languages: [[3]] } });
    expect(korean.cards.map((card) => card.id)).toEqual([6, 4]);
    await handle.db.execute(sql`delete from institutions where id = 7`);
    expect((await listings.search(everything)).total).toBe(7);
    await handle.db.execute(sql`update cities set name = 'Бэйцзин' where id = 10`);
    const renamed = await listings.search(everything);
    expect(renamed.facets.cities.find((city) => city.id === 10)?.name).toBe("Бэйцзин");
  });

  it("says «Идёт набор» only while an open education base has a free place, and follows a change of places", async () => {
    const listings = sqlInstitutionListing(handle.db);
    const openOn = async (id: number) =>
      (await listings.search(everything)).cards.find((card) => card.id === id)?.open_waves;
    const [open] = (
      (await handle.db.execute(
        sql`select institution_id as id from education_bases where waves_status = 'open'`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    expect(open).toBeDefined();
    const id = open?.id ?? 0;
    expect(await openOn(id)).toBe(true);
    await handle.db.execute(sql`update education_bases set available_places = 0 where institution_id = ${id}`);
    expect(await openOn(id)).toBe(false);
    await handle.db.execute(sql`update education_bases set available_places = 3 where institution_id = ${id}`);
    expect(await openOn(id)).toBe(true);
  });

  it("reads card-only counters fresh, without a new data version", async () => {
    const listings = sqlInstitutionListing(handle.db);
    const before = await listings.search(everything);
    const version = await versionOf(handle.db);
    await handle.db.execute(sql`update institutions set views = views + 1, comments_count = 42 where id = 2`);
    const after = await listings.search(everything);
    const views = (slice: typeof before) => slice.cards.find((card) => card.id === 2)?.views ?? 0;
    expect(views(after)).toBe(views(before) + 1);
    expect(after.cards.find((card) => card.id === 2)?.comments_count).toBe(42);
    expect(await versionOf(handle.db)).toBe(version);
  });

  it("lists only institutions the API can describe (type 1..3, slug ending in dash digits)", async () => {
    await handle.db.execute(
      sql`insert into institutions (id, slug, type, country_id, title_ru) values (50, 'no-number', 1, 1, 'Без номера'), (51, 'odd-type-51', 5, 1, 'Странный тип')`,
    );
    const listings = sqlInstitutionListing(handle.db);
    const ids = (await listings.search(everything)).cards.map((card) => card.id);
    expect(ids).not.toContain(50);
    expect(ids).not.toContain(51);
  });
});
