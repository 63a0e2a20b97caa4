import { z } from "zod";
import { type InstitutionFact, type InstitutionType, PROFILES } from "./institution-fact";

const NONE = "-";

const optionalYear = z
  .string()
  .transform((text) => (text === NONE ? null : Number(text)))
  .pipe(z.int().min(1000).max(2030).nullable());

const optionalPlace = z
  .string()
  .transform((text) => (text === NONE ? null : Number(text)))
  .pipe(z.int().positive().nullable());

const row = z
  .tuple([
    z.string().min(1),
    z.string().min(1),
    z.string().min(1),
    z.string(),
    z.string().regex(/^[a-z]+$/),
    optionalYear,
    optionalPlace,
    optionalPlace,
    z.string().regex(/^(https:\/\/\S+|-)$/),
    z.enum(PROFILES),
    z.enum(["985", "211", NONE]),
    z.string().regex(/^([a-z]+(,[a-z]+)*|-)$/),
  ])
  .transform(
    ([ru, en, ch, acronym, city, founded, qs, national, site, profile, project, languages]) =>
      ({
        ru,
        en,
        ch,
        acronym: acronym === NONE ? "" : acronym,
        city,
        founded,
        qs,
        national,
        site: site === NONE ? "" : site,
        profile,
        project: project === NONE ? null : project,
        languages: languages === NONE ? [] : languages.split(","),
      }) as const,
  );

/**
 * Reads a data table, one institution a line, columns split by "|":
 * ru | en | ch | acronym | city | founded | QS place | national place | site | profile | project | languages,
 * "-" for an empty cell. A malformed line is a defect in the seed data and throws.
 */
export const institutionTable = (type: InstitutionType, text: string): readonly InstitutionFact[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const parsed = row.safeParse(line.split("|").map((cell) => cell.trim()));
      if (!parsed.success) throw new Error(`Bad institution line "${line}": ${parsed.error.message}`);
      return { type, ...parsed.data };
    });
