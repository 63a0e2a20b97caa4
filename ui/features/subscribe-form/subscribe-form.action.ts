import { type PostedForm, siteFormAction } from "../request-form/site-form-action";
import { SUBSCRIBE_FORM_FIELDS, SUBSCRIBE_FORM_KEY } from "./subscribe-form-fields";
import { readSubscribeForm, type SubscribeFormValues } from "./subscribe-form-submission";

/** What the action hands back to the subscription form. */
export type SubscribeFormActionData = { readonly subscribeForm: PostedForm<SubscribeFormValues> };

/** The route action behind the news subscription (spec 7 subscribe-to-news-form). */
export const subscribeFormAction = siteFormAction({
  key: SUBSCRIBE_FORM_KEY,
  read: readSubscribeForm,
  send: (forms, fields, extras) => forms.subscribe(fields.email, extras),
  visible: SUBSCRIBE_FORM_FIELDS,
});
