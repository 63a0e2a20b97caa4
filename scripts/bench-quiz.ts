import { openDatabase } from "../adapters/storage/sql/open-database";
import { seedCatalogue } from "../adapters/storage/sql/seed/catalogue/seed-catalogue";
import { seedQuizzes } from "../adapters/storage/sql/seed/quiz/seed-quizzes";
import { sqlQuizRepository } from "../adapters/storage/sql/repositories/quiz.sql";
const h = await openDatabase({ dataDir: ":memory:" });
await seedCatalogue(h.db, new Date());
await seedQuizzes(h.db);
const r = sqlQuizRepository(h.db);
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  const c = await r.candidates();
  console.log(c.length, (performance.now() - t).toFixed(1), "ms");
}
await h.close();
