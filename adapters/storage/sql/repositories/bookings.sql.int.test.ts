import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHINA_MORPH, insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { bookingRepositoryContract } from "../../bookings.contract";
import type { DatabaseHandle } from "../database";
import { bookings, courses } from "../schema";
import { sqlBookingRepository } from "./bookings.sql";

describe("sqlBookingRepository", () => {
  // One migrated database for the file; every test seeds its own users and catalogue rows.
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  bookingRepositoryContract(async () => {
    const c = await insertCatalogue(handle.db);
    const user = await insertUser(handle.db);
    const otherUser = await insertUser(handle.db, { role: "staff" });
    const slug = `yazykovoj-semestr-${user.id}`;
    const [row] = await handle.db
      .insert(courses)
      .values({ slug, title: "Языковой семестр", kind: "language", duration: "1 семестр, 18 недель", price: 145_000 })
      .returning({ id: courses.id });
    if (row === undefined) throw new Error("INSERT INTO courses returned no row");
    return {
      repo: sqlBookingRepository(handle.db),
      user: user.id,
      otherUser: otherUser.id,
      institution: {
        id: c.institution.id,
        slug: c.institution.slug,
        type: 1,
        type_slug: "universities",
        title: { ru: "Пекинский университет", en: "Peking University", ch: null },
        country: { id: c.country.id, slug: c.country.slug, name: "Китай", morph: CHINA_MORPH },
        city: {
          id: c.city.id,
          slug: c.city.slug,
          name: "Пекин",
          morph: null,
          country_id: c.country.id,
          is_province: false,
        },
        logo: { filename: "pku-logo.webp" },
      },
      program: c.program,
      base: c.base,
      otherBase: c.otherBase,
      course: {
        id: row.id,
        slug,
        title: "Языковой семестр",
        kind: "language",
        duration: "1 семестр, 18 недель",
        price: 145_000,
      },
      missingId: 2_000_000_000,
      close: async () => {},
    };
  });

  it("leaves out a row that names an institution but no program or course: not listed, read as missing", async () => {
    const c = await insertCatalogue(handle.db);
    const user = await insertUser(handle.db);
    const [row] = await handle.db
      .insert(bookings)
      .values({ user_id: user.id, institution_id: c.institution.id, status: "checking" })
      .returning({ id: bookings.id });
    if (row === undefined) throw new Error("INSERT INTO bookings returned no row");
    const repo = sqlBookingRepository(handle.db);
    expect(await repo.listForUser(user.id)).toEqual([]);
    expect(await repo.view(row.id)).toBeNull();
  });
});
