import { insertStorageRows } from "../../../../tests/integration/insert-storage-rows";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { quizRepositoryContract } from "../../quiz.contract";
import { cityPopulations, quizzes } from "../schema";
import { sqlQuizRepository } from "./quiz.sql";

quizRepositoryContract("sql", async (fixture) => {
  const handle = await openTestDatabase();
  await insertStorageRows(handle.db, fixture.catalogue);
  await handle.db.insert(quizzes).values([...fixture.quizzes]);
  await handle.db.insert(cityPopulations).values([...fixture.populations]);
  return { repository: sqlQuizRepository(handle.db), close: handle.close };
});
