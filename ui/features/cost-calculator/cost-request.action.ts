import { type PostedForm, siteFormAction } from "../request-form/site-form-action";
import { COST_REQUEST_FIELDS } from "./cost-request-fields";
import { readCostRequest, type CostRequestValues } from "./cost-request-submission";

/** What the action hands back to the calculator's request form. */
export type CostRequestActionData = { readonly costRequest: PostedForm<CostRequestValues> };

/** The route action behind the calculator's request (spec 7 calc-form). */
export const costRequestAction = siteFormAction({
  key: "costRequest",
  read: readCostRequest,
  send: (forms, fields, extras) => forms.calc(fields, extras),
  visible: COST_REQUEST_FIELDS,
});
