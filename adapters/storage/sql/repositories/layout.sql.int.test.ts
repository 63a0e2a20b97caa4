import { insertStorageRows } from "../../../../tests/integration/insert-storage-rows";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { layoutContract } from "../../layout.contract";
import { sqlLayoutRepository } from "./layout.sql";

layoutContract("sql", async (rows) => {
  const handle = await openTestDatabase();
  await insertStorageRows(handle.db, rows);
  return { repository: sqlLayoutRepository(handle.db), close: handle.close };
});
