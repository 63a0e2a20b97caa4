import { insertStorageRows } from "../../../../tests/integration/insert-storage-rows";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { catalogueReadContract } from "../../catalogue-read.contract";
import { sqlCatalogueReadRepository } from "./catalogue-read.sql";

catalogueReadContract("sql", async (rows) => {
  const handle = await openTestDatabase();
  await insertStorageRows(handle.db, rows);
  return { repository: sqlCatalogueReadRepository(handle.db), close: handle.close };
});
