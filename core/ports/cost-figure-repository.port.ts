import type { CostChoice } from "../domain/cost/cost-choice";
import type { CostFigure } from "../domain/cost/cost-figure";

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
