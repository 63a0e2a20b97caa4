import { FormField } from "../request-form/form-field";
import { FormConsent } from "../request-form/form-status";
import { emailInput, nameInput, SiteForm } from "../request-form/site-form";
import { useSiteForm } from "../request-form/use-site-form";
import { REVIEW_FORM_KEY, type ReviewFormField } from "./review-form-fields";
import { RatingField } from "./rating-field";
import { REVIEW_FORM_TEXTS as T, reviewOutcomeMessages } from "./review-form-texts";
import "../request-form/request-form.css";
import "./review-form.css";

type Props = {
  /** The referrer of the page load as the server saw it; the browser's own value replaces it on submit. */
  readonly referrer: string;
  /** The id of the element that names the form (the section heading). */
  readonly labelledBy: string;
  /** The anchor of the form's section: a post without JavaScript comes back scrolled to it. */
  readonly anchor: string;
};

/**
 * The leave-review form of spec 7, at the bottom of /reviews/ and on an institution page (its `site_form` entry names
 * it there, beside the quick order). Without JavaScript it is a plain POST to the route's
 * action and the page comes back with the outcome; with it, a fetcher posts in place, once however often the button
 * is pressed. The server's first message of each field shows under it until the field is changed.
 */
export function ReviewForm({ referrer, labelledBy, anchor }: Props) {
  const form = useSiteForm<typeof REVIEW_FORM_KEY, ReviewFormField>(REVIEW_FORM_KEY, anchor, reviewOutcomeMessages);
  const { field, busy } = form;
  return (
    <SiteForm
      {...form}
      className="request-form review-form"
      labelledBy={labelledBy}
      referrer={referrer}
      formKey={REVIEW_FORM_KEY}
    >
      <div className="review-form__grid">
        <FormField {...field("name")} label={T.labels.name} required>
          {nameInput}
        </FormField>
        <FormField {...field("email")} label={T.labels.email} hint={T.hints.email}>
          {emailInput}
        </FormField>
        <RatingField {...field("rating")} />
        <FormField {...field("text")} label={T.labels.text} required wide>
          {(props) => <textarea {...props} rows={6} maxLength={5000} />}
        </FormField>
      </div>
      <FormConsent before={T.consentBefore} />
      <button className="button button--primary request-form__submit" type="submit">
        {busy ? T.sending : T.submit}
      </button>
    </SiteForm>
  );
}
