import { type PostedForm, siteFormAction } from "../request-form/site-form-action";
import { PROMO_FORM_FIELDS, PROMO_FORM_KEY } from "./promo-form-fields";
import { type PromoFormValues, readPromoForm } from "./promo-form-submission";

/** What the action hands back to the promo form. */
export type PromoFormActionData = { readonly promoForm: PostedForm<PromoFormValues> };

/** The route action behind the promo form (spec 7 promo-form). */
export const promoFormAction = siteFormAction({
  key: PROMO_FORM_KEY,
  read: readPromoForm,
  send: (forms, fields, extras) => forms.promo(fields, extras),
  visible: PROMO_FORM_FIELDS,
});
