import type { CostQuery } from "../../domain/cost/cost-query";
import { firstYearCost } from "../../domain/cost/first-year-cost";
import type { CostCalculation, CostFigureRepository } from "../../ports/cost-figure-repository.port";
import type { ExchangeRateRepository } from "../../ports/exchange-rate-repository.port";

export type CalculateCostDeps = Readonly<{ costs: CostFigureRepository; rates: ExchangeRateRepository }>;

/** Works out the first-year cost of the query's choice in its city (ADR 065) from the stored figures and rates. */
export async function calculateCost(deps: CalculateCostDeps, query: CostQuery): Promise<CostCalculation> {
  const [cities, choice] = await Promise.all([
    deps.costs.cities(),
    query.choice === null ? null : deps.costs.choice(query.choice.kind, query.choice.id),
  ]);
  const wanted = query.city ?? choice?.institution.city_id ?? null;
  const city = cities.find((candidate) => candidate.id === wanted) ?? null;
  if (city === null) return { cities, choice, city, cost: null };
  const [figures, rates] = await Promise.all([
    deps.costs.figures(city.id, choice?.institution.id ?? null),
    deps.rates.current(),
  ]);
  return { cities, choice, city, cost: firstYearCost(choice, figures, rates) };
}
