import { FormField } from "../request-form/form-field";
import { FormConsent } from "../request-form/form-status";
import { emailInput, SiteForm } from "../request-form/site-form";
import { useSiteForm } from "../request-form/use-site-form";
import { SUBSCRIBE_FORM_KEY, type SubscribeFormField } from "./subscribe-form-fields";
import { SUBSCRIBE_FORM_TEXTS as T, subscribeOutcomeMessages } from "./subscribe-form-texts";
import "../request-form/request-form.css";
import "./subscribe-form.css";

type Props = {
  /** The referrer of the page load as the server saw it; the browser's own value replaces it on submit. */
  readonly referrer: string;
  readonly labelledBy: string;
  readonly anchor: string;
};

/**
 * The news subscription of spec 7 (subscribe-to-news-form) on the blog: an e-mail and the extras. Without
 * JavaScript a plain POST to the page's action; with it, a fetcher posts in place, once however often it is pressed.
 */
export function SubscribeForm({ referrer, labelledBy, anchor }: Props) {
  const form = useSiteForm<typeof SUBSCRIBE_FORM_KEY, SubscribeFormField>(
    SUBSCRIBE_FORM_KEY,
    anchor,
    subscribeOutcomeMessages,
  );
  const { busy, field } = form;
  return (
    <SiteForm
      {...form}
      className="request-form subscribe-form"
      labelledBy={labelledBy}
      referrer={referrer}
      formKey={SUBSCRIBE_FORM_KEY}
    >
      <div className="subscribe-form__row">
        <FormField {...field("email")} label={T.email} hint={T.hint} required>
          {emailInput}
        </FormField>
        <button className="button button--primary subscribe-form__submit" type="submit">
          {busy ? T.sending : T.submit}
        </button>
      </div>
      <FormConsent before={T.consentBefore} />
    </SiteForm>
  );
}
