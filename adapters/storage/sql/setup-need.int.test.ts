import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./database";
import { migrateDatabase } from "./migrate-database";
import { openDatabase } from "./open-database";
import { countries } from "./schema";
import { setupNeed } from "./setup-need";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: ":memory:", migrate: false });
});
afterAll(() => handle.close());

// One database walked through its life, in order: new, migrated, seeded, then a migration newer than it has.
describe("setupNeed", () => {
  it("asks for migrations when the database has no schema yet", async () => {
    expect(await setupNeed(handle.db)).toBe("migrate");
  });

  it("asks for the seed when the schema is current and there are no countries", async () => {
    await migrateDatabase(handle);
    expect(await setupNeed(handle.db)).toBe("seed");
  });

  it("asks for nothing once the catalogue has a country", async () => {
    await handle.db.insert(countries).values({ slug: "china", name: "Китай", currency: "CNY" });
    expect(await setupNeed(handle.db)).toBe("none");
  });

  it("asks for migrations again when the journal has a migration the database has not applied", async () => {
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await setupNeed(handle.db)).toBe("migrate");
  });
});
