import type { ProgramLevelSlug } from "./data/program-levels.data";
import type { InstitutionContext } from "./institution-context";

const languageCourseChance = (context: InstitutionContext): number => {
  const { fact, country } = context;
  if (country.slug !== "china" || fact.profile === "linguistic") return 1;
  return fact.project === null ? 0.7 : 0.85;
};

const doctorateChance = ({ fact }: InstitutionContext): number =>
  fact.project !== null || fact.qs !== null || fact.profile === "medical" ? 0.9 : 0.4;

/** A lean institution offers one level, chosen so that the levels still spread over the catalogue. */
const leanLevel = ({ fact, random }: InstitutionContext): ProgramLevelSlug => {
  const roll = random.next();
  if (fact.type === 3) return "shkola";
  if (fact.type === 2) return roll < 0.85 ? "kolledzh" : "podgotovitelnyj";
  return roll < 0.55 ? "bakalavriat" : roll < 0.8 ? "magistratura" : roll < 0.85 ? "aspirantura" : "podgotovitelnyj";
};

/** The program levels an institution offers: degrees at universities, college or school programs, language courses. */
export const programLevelsPlan = (context: InstitutionContext): ProgramLevelSlug[] => {
  const { fact, random, lean } = context;
  if (lean) return [leanLevel(context)];
  if (fact.type === 3) return ["shkola"];
  if (fact.type === 2) return random.chance(0.5) ? ["kolledzh", "podgotovitelnyj"] : ["kolledzh"];
  const levels: ProgramLevelSlug[] = ["bakalavriat", "magistratura"];
  if (random.chance(doctorateChance(context))) levels.push("aspirantura");
  if (random.chance(languageCourseChance(context))) levels.push("podgotovitelnyj");
  return levels;
};
