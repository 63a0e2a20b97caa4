import { type CostQuery, costQueryText } from "../../../core/domain/cost/cost-query";
import { hrefFor } from "../../../core/domain/route/href-for";

/** The calculator's address for a choice (ADR 065): a query the page reads, so a result can be shared. */
export const costCalculatorHref = (query: CostQuery): string => {
  const path = hrefFor({ screen: "costs", params: {} });
  const search = costQueryText(query);
  return search === "" ? path : `${path}?${search}`;
};
