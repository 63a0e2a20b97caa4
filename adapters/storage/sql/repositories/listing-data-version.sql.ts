import { sql } from "drizzle-orm";
import type { DataVersionSource } from "../../../../core/ports/data-version.port";
import type { Database } from "../database";

/**
 * The listing data version (table listing_data_version, bumped by triggers on every write to what the listing
 * filters, counts or sorts by: docs/adr/012-listing-query.md) as the catalogue's data version.
 */
export function sqlListingDataVersion(db: Database): DataVersionSource {
  return {
    async current() {
      const result = (await db.execute(
        sql`select version::text as version from listing_data_version where id = 1`,
      )) as unknown as { rows: { version: string }[] };
      return result.rows[0]?.version ?? "";
    },
  };
}
