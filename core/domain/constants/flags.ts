/** Country flags the site has icons for (spec 9). */
export const KNOWN_FLAGS = ["canada", "china", "japan", "korea", "english", "russian"] as const;

export type Flag = (typeof KNOWN_FLAGS)[number] | "earth";

/** The flag icon for a slug: the slug itself when known, otherwise the earth icon. */
export const flagFor = (slug: string): Flag => KNOWN_FLAGS.find((flag) => flag === slug) ?? "earth";
