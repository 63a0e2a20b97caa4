import { match, P } from "ts-pattern";
import type { LanguageSlug } from "./data/languages.data";
import type { ProgramLevelSlug } from "./data/program-levels.data";
import type { InstitutionContext } from "./institution-context";

/** What kind of intake an education base is; it decides the base type, title, price and calendar. */
export type BaseKind = "paid" | "grant" | "scholarship" | "language-semester" | "language-year" | "language-grant";

/** One education base to generate: its kind and languages of instruction (the first one names it). */
export type BaseSpec = Readonly<{ kind: BaseKind; languages: readonly LanguageSlug[] }>;

const COURSE_LANGUAGE: Readonly<Record<string, LanguageSlug>> = {
  china: "kitajskij",
  korea: "korejskij",
  japan: "yaponskij",
  canada: "anglijskij",
};

const GRANT_CHANCE: Readonly<Record<"985" | "211" | "other", readonly [number, number, number]>> = {
  "985": [0.6, 0.95, 0.95],
  "211": [0.4, 0.8, 0.8],
  other: [0.2, 0.5, 0.5],
};

const grantChance = (context: InstitutionContext, level: "bakalavriat" | "magistratura" | "aspirantura"): number => {
  if (context.country.slug === "canada") return 0;
  const chances =
    context.country.slug === "china" ? GRANT_CHANCE[context.fact.project ?? "other"] : GRANT_CHANCE["211"];
  return chances[level === "bakalavriat" ? 0 : level === "magistratura" ? 1 : 2];
};

const courseLanguage = (context: InstitutionContext): LanguageSlug =>
  COURSE_LANGUAGE[context.country.slug] ?? "kitajskij";

const languageCourses = (context: InstitutionContext): BaseSpec[] => {
  const { random, country, languages } = context;
  const main = courseLanguage(context);
  const courseLanguages = languages.includes("franczuzskij") ? [main, "franczuzskij" as const] : [main];
  const courses = courseLanguages.flatMap((language): BaseSpec[] => [
    { kind: "language-semester", languages: [language] },
    { kind: "language-year", languages: [language] },
  ]);
  const grant = country.slug === "china" && random.chance(0.3);
  return grant ? [...courses, { kind: "language-grant", languages: [main] }] : courses;
};

/** A lean program has one base: mostly paid, sometimes a grant or a scholarship. */
const leanBase = (context: InstitutionContext, level: ProgramLevelSlug): BaseSpec => {
  const { random, languages, country } = context;
  const main = languages[0] ?? "kitajskij";
  const roll = random.next();
  if (level === "podgotovitelnyj") {
    return { kind: roll < 0.5 ? "language-semester" : "language-year", languages: [courseLanguage(context)] };
  }
  if (level === "shkola") return { kind: "paid", languages };
  const degree = level !== "kolledzh";
  if (degree && country.slug !== "canada" && roll < 0.12) return { kind: "grant", languages: [main] };
  return { kind: roll > 0.92 ? "scholarship" : "paid", languages: [main] };
};

/**
 * The education bases of a program at one level. A full program gets a paid base in every language of
 * instruction and maybe a grant and a scholarship; a lean (synthetic) one gets a single base.
 */
export const baseSpecs = (context: InstitutionContext, level: ProgramLevelSlug): BaseSpec[] => {
  const { random, languages } = context;
  if (context.lean) return [leanBase(context, level)];
  const main = languages[0] ?? "kitajskij";
  const scholarship = (chance: number): BaseSpec[] =>
    random.chance(chance) ? [{ kind: "scholarship", languages: [main] }] : [];
  return match(level)
    .with("podgotovitelnyj", () => languageCourses(context))
    .with("shkola", (): BaseSpec[] => [{ kind: "paid", languages }, ...scholarship(0.2)])
    .with("kolledzh", (): BaseSpec[] => [{ kind: "paid", languages: [main] }, ...scholarship(0.3)])
    .with(P.union("bakalavriat", "magistratura", "aspirantura"), (degree) => {
      const paid = languages.map((language): BaseSpec => ({ kind: "paid", languages: [language] }));
      const grant: BaseSpec[] = random.chance(grantChance(context, degree))
        ? [{ kind: "grant", languages: [main] }]
        : [];
      return [...paid, ...grant, ...scholarship(0.45)];
    })
    .exhaustive();
};
