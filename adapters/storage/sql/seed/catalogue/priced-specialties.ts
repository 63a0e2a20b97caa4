import type { BaseSpec } from "./base-spec";
import { reference, type SpecialtyRef } from "./catalogue-reference";
import type { ProgramLevelSlug } from "./data/program-levels.data";
import type { SpecialtySlug } from "./data/specialties.data";
import type { InstitutionContext } from "./institution-context";
import { basePrice, specialtyPrice } from "./price-plan";
import { specialtyPeriod } from "./specialty-period";

export type PricedSpecialty = Readonly<{ specialty: SpecialtyRef; min: number; max: number; period: string }>;

export type PricedSpecialties = Readonly<{
  entries: readonly PricedSpecialty[];
  range: Readonly<{ min: number; max: number }>;
  /** The distinct directions of the specialties, in order of appearance. */
  directions: readonly number[];
}>;

/** Prices and periods of a base's specialties; the base's price range spans theirs. */
export const pricedSpecialties = (
  context: InstitutionContext,
  level: ProgramLevelSlug,
  spec: BaseSpec,
  slugs: readonly SpecialtySlug[],
): PricedSpecialties => {
  if (slugs.length === 0) throw new Error("An education base needs at least one specialty");
  const { random, country, tuition } = context;
  const language = spec.languages[0] ?? "kitajskij";
  const price = basePrice(context, level, spec);
  const entries = slugs.map((slug): PricedSpecialty => {
    const specialty = reference.specialty(slug);
    const min = specialtyPrice(context, level, spec, specialty, price);
    const spread = min > 0 && !spec.kind.startsWith("language-") ? random.int(0, 4) * tuition.step : 0;
    const input = { level, kind: spec.kind, specialty: slug, direction: specialty.direction, language };
    return { specialty, min, max: min + spread, period: specialtyPeriod({ ...input, country: country.slug }) };
  });
  const directions = entries.flatMap(({ specialty }) => (specialty.direction === null ? [] : [specialty.direction]));
  return {
    entries,
    range: { min: Math.min(...entries.map((entry) => entry.min)), max: Math.max(...entries.map((entry) => entry.max)) },
    directions: [...new Set(directions)],
  };
};
