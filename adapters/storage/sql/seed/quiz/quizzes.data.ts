import type { quizzes } from "../../schema/quizzes";

/** The seeded quizzes (ADR 066): the general program picker shown at /quiz/ and two presets. */
export const QUIZZES: readonly (typeof quizzes.$inferInsert)[] = [
  {
    slug: "podbor-programmy",
    title: "Подбор программы обучения в Китае и Азии",
    intro:
      "Ответьте на вопросы о желаемой ступени, бюджете, языке обучения, направлении и городе. Каждый вопрос можно пропустить: тогда он не сужает подборку.",
    questions: ["level", "budget", "language", "hsk", "direction", "grant", "city_size"],
    preset: {},
    is_default: true,
  },
  {
    slug: "bakalavriat-s-grantom",
    title: "Бакалавриат с грантом",
    intro:
      "Подборка программ бакалавриата, на которые дают грант или стипендию. Уточните бюджет на обучение, язык, направление и город.",
    questions: ["budget", "language", "hsk", "direction", "city_size"],
    preset: { level: "bakalavriat", grant: "needed" },
  },
  {
    slug: "yazykovye-kursy",
    title: "Языковые курсы при университете",
    intro: "Курсы языка при университетах: выберите бюджет на год учёбы, свой уровень HSK и размер города.",
    questions: ["budget", "hsk", "city_size"],
    preset: { level: "yazykovoj-kurs" },
  },
];
