import { FormField } from "../request-form/form-field";
import { FormConsent } from "../request-form/form-status";
import { nameInput, phoneInput, SiteForm } from "../request-form/site-form";
import { useSiteForm } from "../request-form/use-site-form";
import { PROMO_FORM_KEY, type PromoFormField } from "./promo-form-fields";
import { PROMO_FORM_TEXTS as T, promoOutcomeMessages } from "./promo-form-texts";
import "../request-form/request-form.css";
import "./promo-form.css";

type Props = {
  /** The referrer of the page load as the server saw it; the browser's own value replaces it on submit. */
  readonly referrer: string;
  readonly labelledBy: string;
  readonly anchor: string;
};

/**
 * The promo form of spec 7 (promo-form): a name and a phone, and the extras. Without JavaScript a plain POST to the
 * page's action; with it, a fetcher posts in place, once however often the button is pressed.
 */
export function PromoForm({ referrer, labelledBy, anchor }: Props) {
  const form = useSiteForm<typeof PROMO_FORM_KEY, PromoFormField>(PROMO_FORM_KEY, anchor, promoOutcomeMessages);
  const { busy, field } = form;
  return (
    <SiteForm
      {...form}
      className="request-form promo-form"
      labelledBy={labelledBy}
      referrer={referrer}
      formKey={PROMO_FORM_KEY}
    >
      <div className="promo-form__grid">
        <FormField {...field("name")} label={T.labels.name} required>
          {nameInput}
        </FormField>
        <FormField {...field("phone")} label={T.labels.phone} hint={T.phoneHint} required>
          {phoneInput}
        </FormField>
      </div>
      <FormConsent before={T.consentBefore} />
      <button className="button button--primary request-form__submit" type="submit">
        {busy ? T.sending : T.submit}
      </button>
    </SiteForm>
  );
}
