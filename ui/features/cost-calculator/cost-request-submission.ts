import type { FormExtras, FormFields } from "../../../core/ports/forms-api.port";
import { postedValues, readFormExtras } from "../request-form/request-form-submission";
import { CALC_PREFIX, COST_REQUEST_FIELDS, type CostRequestField } from "./cost-request-fields";

export type CostRequestValues = Readonly<Partial<Record<CostRequestField, string>>>;

export type CostRequestFields = Readonly<{ name: string; phone: string; calc: FormFields }>;

/** The API takes at most 50 values in `calc`. */
const MAX_CALC = 50;

/** The calculation's hidden entries (`calc_<key>`) as the request's `calc` object, in the page's order. */
const calcOf = (form: FormData): FormFields =>
  Object.fromEntries(
    [...form.entries()]
      .filter((entry): entry is [string, string] => entry[0].startsWith(CALC_PREFIX) && typeof entry[1] === "string")
      .slice(0, MAX_CALC)
      .map(([name, value]) => [name.slice(CALC_PREFIX.length), value]),
  );

/**
 * Reads the posted calculator request: the visitor's name and phone, the calculation the page showed (the choice,
 * the city, each line and the total in roubles) and the extras of spec 7. `actionUrl` stands in for a missing page
 * address.
 */
export const readCostRequest = (
  form: FormData,
  actionUrl: string,
): { fields: CostRequestFields; extras: FormExtras; values: CostRequestValues } => {
  const values = postedValues(form, COST_REQUEST_FIELDS);
  return {
    fields: { name: values.name, phone: values.phone, calc: calcOf(form) },
    extras: readFormExtras(form, actionUrl),
    values,
  };
};
