import type { CostChoice } from "../domain/cost/cost-choice";
import type { CostFigure } from "../domain/cost/cost-figure";
import type { CostQuery } from "../domain/cost/cost-query";
import type { FirstYearCost } from "../domain/cost/first-year-cost";

/** A city the calculator offers, with its country (for grouping) in the catalogue's order. */
export type CostCity = Readonly<{ id: number; name: string; country: string }>;

/**
 * The calculator's data (ADR 065): the catalogue's cities, the tuition of a program or base, and the cost figures of
 * a city (dormitory, living, flight), of its country (visa, insurance, residence permit, medical check, application
 * fee) or of one institution (its own application fee).
 */
export interface CostFigureRepository {
  /** Every city of the catalogue, ordered by country and then as the catalogue orders them. */
  cities(): Promise<readonly CostCity[]>;
  /** A degree program or an education base with its tuition; null when there is no such one. */
  choice(kind: CostChoice["kind"], id: number): Promise<CostChoice | null>;
  /**
   * The figures that apply in the city, at most one per item: the institution's own figure first, then the city's,
   * then its country's. Empty for an unknown city.
   */
  figures(cityId: number, institutionId: number | null): Promise<readonly CostFigure[]>;
}

/**
 * The calculator's answer: the cities to choose from, the choice read from the query (null when none was asked or it
 * does not exist), the city used (the asked one, else the institution's) and the cost, when there is a city.
 */
export type CostCalculation = Readonly<{
  cities: readonly CostCity[];
  choice: CostChoice | null;
  city: CostCity | null;
  cost: FirstYearCost | null;
}>;

/** The calculator for server rendering (ADR 065): the use case over the server's repositories, in-process. */
export type CostCalculator = (query: CostQuery) => Promise<CostCalculation>;
