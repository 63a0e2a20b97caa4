/** The fields a visitor fills in on the calculator's request (spec 7 calc-form; the calculation is hidden). */
export const COST_REQUEST_FIELDS = ["name", "phone"] as const;

export type CostRequestField = (typeof COST_REQUEST_FIELDS)[number];

/** Hidden inputs named `calc_<key>` carry the calculation the page showed; `<key>` goes into the request's `calc`. */
export const CALC_PREFIX = "calc_";
