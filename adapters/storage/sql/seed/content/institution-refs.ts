import type { InstitutionRefSeed } from "./seed-rows.types";

/**
 * The catalogue institutions that diplomas, reviews and notices refer to. The seed looks each one up by slug
 * and, when no row has that slug, by its English title (the catalogue seed's data tables hold the titles);
 * when neither matches, the reference stays empty.
 */
export const INSTITUTION_REFS = {
  peking: { slug: "pekinskij-universitet-1", titleEn: "Peking University" },
  fudan: { slug: "fudanskij-universitet-2", titleEn: "Fudan University" },
  zhejiang: { slug: "chzhczyanskij-universitet-3", titleEn: "Zhejiang University" },
  harbinTech: { slug: "harbinskij-politexnicheskij-universitet-4", titleEn: "Harbin Institute of Technology" },
  wuhan: { slug: "uxanskij-universitet-5", titleEn: "Wuhan University" },
  dalianForeign: {
    slug: "dalyanskij-universitet-inostrannyx-yazykov-6",
    titleEn: "Dalian University of Foreign Languages",
  },
} as const satisfies Record<string, InstitutionRefSeed>;
