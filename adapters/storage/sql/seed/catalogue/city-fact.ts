import { z } from "zod";

export const COUNTRY_SLUGS = ["china", "korea", "japan", "canada"] as const;
export type CountrySlug = (typeof COUNTRY_SLUGS)[number];

/** A seeded city: its Latin slug (pinyin for China), names and a sentence about it for institution pages. */
export type CityFact = Readonly<{
  slug: string;
  country: CountrySlug;
  ru: string;
  en: string;
  ch: string;
  /** A province-level unit (the four municipalities directly under the central government). */
  isProvince: boolean;
  /** The region phrase ("провинция Цзянсу"); empty where it adds nothing. */
  region: string;
  about: string;
}>;

const row = z
  .tuple([
    z.string().regex(/^[a-z]+$/),
    z.enum(COUNTRY_SLUGS),
    z.string().min(1),
    z.string().min(1),
    z.string().min(1),
    z.enum(["yes", "no"]),
    z.string(),
    z.string().min(1),
  ])
  .transform(([slug, country, ru, en, ch, province, region, about]) => ({
    slug,
    country,
    ru,
    en,
    ch,
    isProvince: province === "yes",
    region: region === "-" ? "" : region,
    about,
  }));

/** Reads a city table: slug | country | ru | en | ch | province yes/no | region | about. Bad lines throw. */
export const cityTable = (text: string): readonly CityFact[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const parsed = row.safeParse(line.split("|").map((cell) => cell.trim()));
      if (!parsed.success) throw new Error(`Bad city line "${line}": ${parsed.error.message}`);
      return parsed.data;
    });
