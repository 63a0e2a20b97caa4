import { calculateCost, type CalculateCostDeps } from "../../core/application/costs/calculate-cost";
import type { CostCalculator } from "../../core/ports/cost-figure-repository.port";

/** The cost calculator for server rendering (ADR 065): the use case over the server's repositories, in-process. */
export const inProcessCostCalculator =
  (deps: CalculateCostDeps): CostCalculator =>
  (query) =>
    calculateCost(deps, query);
