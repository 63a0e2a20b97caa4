/** The items that come from the cost figures of a city, its country or an institution, in the calculator's order. */
export const FIGURE_ITEMS = [
  "application_fee",
  "dormitory",
  "insurance",
  "residence_permit",
  "medical_check",
  "visa",
  "flight",
  "living",
] as const;

/**
 * The lines of a first-year cost (ADR 065), in the order the calculator shows them: tuition and the grant come from
 * the catalogue, every other item is a cost figure of the database.
 */
export const COST_ITEMS = ["tuition", "grant", ...FIGURE_ITEMS] as const;

export type CostItem = (typeof COST_ITEMS)[number];

export type FigureItem = (typeof FIGURE_ITEMS)[number];

/** How often a figure is paid: once, per year or per month (12 months in the first year). */
export const COST_PERIODS = ["once", "year", "month"] as const;

export type CostPeriod = (typeof COST_PERIODS)[number];

/** How many times a figure of a period is paid in the first year. */
export const timesInFirstYear = (period: CostPeriod): number => (period === "month" ? 12 : 1);
