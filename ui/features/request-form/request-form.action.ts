import { REQUEST_FORM_FIELDS } from "./request-form-fields";
import type { RequestFormValues } from "./request-form-submission";
import { readRequestForm } from "./request-form-submission";
import { type PostedForm, siteFormAction } from "./site-form-action";

/** What the action hands back to the request form. */
export type RequestFormActionData = { readonly requestForm: PostedForm<RequestFormValues> };

/** The route action behind the request form (spec 7 simple-form). */
export const requestFormAction = siteFormAction({
  key: "requestForm",
  read: readRequestForm,
  send: (forms, fields, extras) => forms.simple(fields, extras),
  visible: REQUEST_FORM_FIELDS,
});
