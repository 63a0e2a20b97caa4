import { asc, eq, sql } from "drizzle-orm";
import { parseCurrencyCode } from "../../../../core/domain/price/currency-code";
import type { CostChoice } from "../../../../core/domain/cost/cost-choice";
import { costFigureSchema } from "../../../../core/domain/cost/cost-figure";
import { choiceTuition } from "../../../../core/domain/cost/cost-tuition";
import { figuresAt, type ScopedCostFigure } from "../../../../core/domain/cost/figure-scope";
import type { CostFigureRepository } from "../../../../core/ports/cost-figure-repository.port";
import type { Database } from "../database";
import { cities, costFigures, countries, degreePrograms, educationBases, institutions } from "../schema";

/** The calculator's data in PostgreSQL (or PGlite): cities, program and base tuition, and `cost_figures`. */
export function sqlCostFigures(db: Database): CostFigureRepository {
  const programOf = async (programId: number) => {
    const [program] = await db
      .select({
        id: degreePrograms.id,
        title: degreePrograms.title,
        institution_id: institutions.id,
        institution_title: institutions.title_ru,
        city_id: institutions.city_id,
        currency: countries.currency,
      })
      .from(degreePrograms)
      .innerJoin(institutions, eq(institutions.id, degreePrograms.institution_id))
      .innerJoin(countries, eq(countries.id, institutions.country_id))
      .where(eq(degreePrograms.id, programId));
    if (program === undefined) return null;
    const bases = await db
      .select({
        id: educationBases.id,
        title: educationBases.title,
        min_price: educationBases.min_price,
        type: educationBases.type,
        is_language_course: educationBases.is_language_course,
        updated_on: sql<string>`((${educationBases.updated_at} at time zone 'Europe/Moscow')::date)::text`,
      })
      .from(educationBases)
      .where(eq(educationBases.degree_program_id, programId));
    return { program, bases };
  };

  return {
    async cities() {
      return db
        .select({ id: cities.id, name: cities.name, country: countries.name })
        .from(cities)
        .innerJoin(countries, eq(countries.id, cities.country_id))
        .orderBy(asc(countries.sort), asc(countries.id), asc(cities.id));
    },

    async choice(kind, id) {
      let programId = id;
      if (kind === "base") {
        const [base] = await db
          .select({ program: educationBases.degree_program_id })
          .from(educationBases)
          .where(eq(educationBases.id, id));
        if (base === undefined) return null;
        programId = base.program;
      }
      const found = await programOf(programId);
      if (found === null) return null;
      const { program, bases } = found;
      const tuition = choiceTuition(bases, kind === "base" ? id : null);
      const currency = parseCurrencyCode(program.currency);
      if (tuition === null || currency === null) return null;
      const title = kind === "base" ? (bases.find((base) => base.id === id)?.title ?? program.title) : program.title;
      const choice: CostChoice = {
        kind,
        id,
        title,
        institution: { id: program.institution_id, title: program.institution_title, city_id: program.city_id },
        currency,
        ...tuition,
      };
      return choice;
    },

    async figures(cityId, institutionId) {
      const [city] = await db.select({ country_id: cities.country_id }).from(cities).where(eq(cities.id, cityId));
      if (city === undefined) return [];
      const rows = await db
        .select()
        .from(costFigures)
        .where(eq(costFigures.country_id, city.country_id))
        .orderBy(asc(costFigures.id));
      const scoped = rows.flatMap((row): ScopedCostFigure[] => {
        const parsed = costFigureSchema.safeParse({
          item: row.item,
          amount: row.amount,
          currency: row.currency,
          period: row.period,
          source: { name: row.source_name, url: row.source_url },
          checked_on: row.checked_on,
        });
        if (!parsed.success) return [];
        const scope = { country_id: row.country_id, city_id: row.city_id, institution_id: row.institution_id };
        return [{ ...parsed.data, scope }];
      });
      return figuresAt(scoped, { country_id: city.country_id, city_id: cityId, institution_id: institutionId });
    },
  };
}
