import { insertStorageRows } from "../../../../tests/integration/insert-storage-rows";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { sitemapContract } from "../../sitemap.contract";
import { sqlSitemapRepository } from "./sitemap.sql";

sitemapContract("sql", async (rows) => {
  const handle = await openTestDatabase();
  await insertStorageRows(handle.db, rows);
  return { repository: sqlSitemapRepository(handle.db), close: handle.close };
});
