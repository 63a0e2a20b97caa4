/** Languages of instruction, in id order (slugs follow the site's transliteration, see core slugify). */
export const LANGUAGES = [
  { id: 1, slug: "kitajskij", title: "Китайский" },
  { id: 2, slug: "anglijskij", title: "Английский" },
  { id: 3, slug: "russkij", title: "Русский" },
  { id: 4, slug: "korejskij", title: "Корейский" },
  { id: 5, slug: "yaponskij", title: "Японский" },
  { id: 6, slug: "franczuzskij", title: "Французский" },
] as const;

export type LanguageSlug = (typeof LANGUAGES)[number]["slug"];
