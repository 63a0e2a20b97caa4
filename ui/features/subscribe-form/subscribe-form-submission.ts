import type { FormExtras } from "../../../core/ports/forms-api.port";
import { postedValues, readFormExtras } from "../request-form/request-form-submission";
import { SUBSCRIBE_FORM_FIELDS, type SubscribeFormField } from "./subscribe-form-fields";

export type SubscribeFormValues = Readonly<Partial<Record<SubscribeFormField, string>>>;

export type SubscribeFormSubmission = {
  readonly fields: { readonly email: string };
  readonly extras: FormExtras;
  readonly values: SubscribeFormValues;
};

/**
 * Reads the posted subscription: the e-mail as typed (the API trims and checks it, and its message goes under the
 * field) and the extras of spec 7. `actionUrl` stands in for a missing page address.
 */
export const readSubscribeForm = (form: FormData, actionUrl: string): SubscribeFormSubmission => {
  const values = postedValues(form, SUBSCRIBE_FORM_FIELDS, 400);
  return { fields: { email: values.email }, extras: readFormExtras(form, actionUrl), values };
};
