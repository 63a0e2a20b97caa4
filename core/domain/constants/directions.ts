/** The fixed list of five study directions (spec 3). */
export const DIRECTIONS = [
  { id: 1, slug: "business", title: "Бизнес" },
  { id: 2, slug: "humanitarian", title: "Гуманитарные науки" },
  { id: 3, slug: "art-and-design", title: "Искусство и дизайн" },
  { id: 4, slug: "science-and-engineering", title: "Наука и инженерия" },
  { id: 5, slug: "medicine", title: "Медицина" },
] as const;

export type DirectionEntry = (typeof DIRECTIONS)[number];
export type DirectionId = DirectionEntry["id"];
export type DirectionSlug = DirectionEntry["slug"];

export const directionById = (id: number): DirectionEntry | null =>
  DIRECTIONS.find((direction) => direction.id === id) ?? null;

export const directionBySlug = (slug: string): DirectionEntry | null =>
  DIRECTIONS.find((direction) => direction.slug === slug) ?? null;
