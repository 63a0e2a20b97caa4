/** Program levels (the `pl-` route segment without its prefix), in id and display order. */
export const PROGRAM_LEVELS = [
  { id: 1, slug: "bakalavriat", title: "Бакалавриат" },
  { id: 2, slug: "magistratura", title: "Магистратура" },
  { id: 3, slug: "aspirantura", title: "Аспирантура" },
  { id: 4, slug: "podgotovitelnyj", title: "Подготовительный курс" },
  { id: 5, slug: "kolledzh", title: "Колледж" },
  { id: 6, slug: "shkola", title: "Школа" },
] as const;

export type ProgramLevelSlug = (typeof PROGRAM_LEVELS)[number]["slug"];
