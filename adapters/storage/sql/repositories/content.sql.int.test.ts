import { insertStorageRows } from "../../../../tests/integration/insert-storage-rows";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { contentContract } from "../../content.contract";
import { sqlContentRepository } from "./content.sql";

contentContract("sql", async (rows) => {
  const handle = await openTestDatabase();
  await insertStorageRows(handle.db, rows);
  return { repository: sqlContentRepository(handle.db), close: handle.close };
});
