import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe } from "vitest";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { ratingRepositoryContract } from "../../ratings.contract";
import type { DatabaseHandle } from "../database";
import { institutions } from "../schema";
import { sqlRatingRepository } from "./ratings.sql";

describe("sqlRatingRepository", () => {
  // One migrated database for the file; every test seeds its own users and institutions.
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  ratingRepositoryContract(async () => {
    const catalogue = await insertCatalogue(handle.db);
    const [a, b, c] = [await insertUser(handle.db), await insertUser(handle.db), await insertUser(handle.db)];
    const carriedOver = (await insertCatalogue(handle.db)).institution.id;
    await handle.db
      .update(institutions)
      .set({ prior_ratings_sum: 42, prior_ratings_count: 10, rating: 4.2, ratings_count: 10 })
      .where(eq(institutions.id, carriedOver));
    return {
      repo: sqlRatingRepository(handle.db),
      institution: catalogue.institution.id,
      otherInstitution: catalogue.otherInstitution.id,
      missingInstitution: 2_000_000_000,
      carriedOverInstitution: carriedOver,
      users: [a.id, b.id, c.id],
      close: async () => {},
    };
  });
});
