import type { CurrencyCode } from "../../../core/domain/price/currency-code";
import { choiceTuition, type TuitionBase } from "../../../core/domain/cost/cost-tuition";
import { figuresAt, type ScopedCostFigure } from "../../../core/domain/cost/figure-scope";
import type { CostFigureRepository } from "../../../core/ports/cost-figure-repository.port";

/** The catalogue rows and figures the calculator reads, as the memory fake holds them (and the contract seeds). */
export type CostDataset = Readonly<{
  countries: readonly Readonly<{ id: number; name: string; currency: CurrencyCode }>[];
  cities: readonly Readonly<{ id: number; country_id: number; name: string }>[];
  institutions: readonly Readonly<{ id: number; country_id: number; city_id: number | null; title: string }>[];
  programs: readonly Readonly<{
    id: number;
    institution_id: number;
    title: string;
    bases: readonly (TuitionBase & Readonly<{ title: string }>)[];
  }>[];
  figures: readonly ScopedCostFigure[];
}>;

/** The calculator's data in process memory, answering as the SQL adapter does. */
export function memoryCostFigures(data: CostDataset): CostFigureRepository {
  const countryOf = (id: number) => data.countries.find((country) => country.id === id);
  return {
    async cities() {
      return data.countries.flatMap((country) =>
        data.cities
          .filter((city) => city.country_id === country.id)
          .map((city) => ({ id: city.id, name: city.name, country: country.name })),
      );
    },
    async choice(kind, id) {
      const program = data.programs.find((candidate) =>
        kind === "program" ? candidate.id === id : candidate.bases.some((base) => base.id === id),
      );
      const institution = data.institutions.find((candidate) => candidate.id === program?.institution_id);
      const country = countryOf(institution?.country_id ?? 0);
      if (program === undefined || institution === undefined || country === undefined) return null;
      const tuition = choiceTuition(program.bases, kind === "base" ? id : null);
      if (tuition === null) return null;
      const title =
        kind === "base" ? (program.bases.find((base) => base.id === id)?.title ?? program.title) : program.title;
      return {
        kind,
        id,
        title,
        institution: { id: institution.id, title: institution.title, city_id: institution.city_id },
        currency: country.currency,
        ...tuition,
      };
    },
    async figures(cityId, institutionId) {
      const city = data.cities.find((candidate) => candidate.id === cityId);
      if (city === undefined) return [];
      return figuresAt(data.figures, { country_id: city.country_id, city_id: city.id, institution_id: institutionId });
    },
  };
}
