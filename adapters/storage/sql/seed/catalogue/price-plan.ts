import type { BaseSpec } from "./base-spec";
import type { SpecialtyRef } from "./catalogue-reference";
import type { ProgramLevelSlug } from "./data/program-levels.data";
import type { PriceBand } from "./data/tuition.data";
import type { InstitutionContext } from "./institution-context";

const MEDICINE = 5;
const ART = 3;

const roundTo = (value: number, step: number): number => Math.max(step, Math.round(value / step) * step);

/** A price within a band at the institution's prestige, moved a little either way. */
export const bandPrice = (context: InstitutionContext, [min, max]: PriceBand): number => {
  const position = Math.min(1, Math.max(0, context.prestige + (context.random.next() - 0.5) * 0.2));
  return roundTo(min + (max - min) * position, context.tuition.step);
};

/** The yearly price of a base before its specialties vary it; language courses use their own bands. */
export const basePrice = (context: InstitutionContext, level: ProgramLevelSlug, spec: BaseSpec): number => {
  const { tuition } = context;
  if (spec.kind === "language-semester") return bandPrice(context, tuition.languageSemester);
  if (spec.kind === "language-year") return bandPrice(context, tuition.yearly.podgotovitelnyj);
  const yearly = bandPrice(context, tuition.yearly[level]);
  const foreignTaught = context.country.slug === "china" && spec.languages[0] !== "kitajskij" && level !== "shkola";
  return roundTo(foreignTaught ? yearly * 1.15 : yearly, tuition.step);
};

/** A specialty's yearly price on a base: free on grants, a part of the price on scholarships. */
export const specialtyPrice = (
  context: InstitutionContext,
  level: ProgramLevelSlug,
  spec: BaseSpec,
  specialty: SpecialtyRef,
  price: number,
): number => {
  if (spec.kind === "grant" || spec.kind === "language-grant") return 0;
  if (spec.kind === "language-semester" || spec.kind === "language-year") return price;
  const { random, tuition } = context;
  const factor =
    specialty.direction === MEDICINE && level === "bakalavriat"
      ? 1.3
      : specialty.direction === ART
        ? 1.1
        : 0.92 + random.next() * 0.16;
  const full = price * factor;
  return roundTo(spec.kind === "scholarship" ? full * (0.4 + random.next() * 0.3) : full, tuition.step);
};
