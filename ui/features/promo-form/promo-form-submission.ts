import type { FormExtras } from "../../../core/ports/forms-api.port";
import { postedValues, readFormExtras } from "../request-form/request-form-submission";
import { PROMO_FORM_FIELDS, type PromoFormField } from "./promo-form-fields";

export type PromoFormValues = Readonly<Partial<Record<PromoFormField, string>>>;

export type PromoFormSubmission = {
  readonly fields: { readonly name: string; readonly phone: string };
  readonly extras: FormExtras;
  readonly values: PromoFormValues;
};

/** Reads the posted promo form: name and phone as typed (the API checks them) and the extras of spec 7. */
export const readPromoForm = (form: FormData, actionUrl: string): PromoFormSubmission => {
  const values = postedValues(form, PROMO_FORM_FIELDS, 200);
  return { fields: { name: values.name, phone: values.phone }, extras: readFormExtras(form, actionUrl), values };
};
