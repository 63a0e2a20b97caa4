import type { CityPopulationRow, QuizRow } from "../mapping/quiz.mapping";
import { readSideFixture } from "../rows/read-side.fixture";
import type { StorageRows } from "../rows/storage-rows";

export type QuizFixture = Readonly<{
  catalogue: StorageRows;
  quizzes: readonly QuizRow[];
  populations: readonly CityPopulationRow[];
}>;

const quizRow = (row: Partial<QuizRow> & Pick<QuizRow, "id" | "slug">): QuizRow => ({
  title: `Тест ${row.slug}`,
  intro: "",
  questions: ["budget", "language"],
  preset: {},
  is_default: false,
  published: true,
  ...row,
});

/** The read-side catalogue plus three quizzes (a default, a preset one, an unpublished one) and Beijing's population. */
export const quizFixture = (): QuizFixture => ({
  catalogue: readSideFixture(),
  quizzes: [
    quizRow({ id: 1, slug: "podbor", questions: ["level", "budget", "hsk", "city_size"], is_default: true }),
    quizRow({ id: 2, slug: "bakalavriat-s-grantom", preset: { level: "bakalavriat", grant: "needed" } }),
    quizRow({ id: 3, slug: "chernovik", published: false }),
  ],
  populations: [{ city_id: 1, population: 21_893_000, source: "Перепись 2020", as_of: "2020-11-01" }],
});
