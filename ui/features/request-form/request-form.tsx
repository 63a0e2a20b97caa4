import { FormField } from "./form-field";
import { FormConsent } from "./form-status";
import type { RequestFormField } from "./request-form-fields";
import { HIDDEN_FIELDS } from "./request-form-submission";
import { outcomeMessages, REQUEST_FORM_TEXTS as T } from "./request-form-texts";
import { emailInput, nameInput, phoneInput, SiteForm } from "./site-form";
import { useSiteForm } from "./use-site-form";
import "./request-form.css";

type Props = {
  /** The topic sent with the request, telling staff where it was left. */
  readonly subject: string;
  /** The referrer of the page load as the server saw it; the browser's own value replaces it on submit. */
  readonly referrer: string;
  /** The id of the element that names the form (the section heading). */
  readonly labelledBy: string;
  /** The anchor of the form's section: a post without JavaScript comes back scrolled to it. */
  readonly anchor: string;
  /** Topics the visitor picks from (an order: a course or tariff with its price), `subject` chosen first. */
  readonly choices?: { readonly label: string; readonly options: readonly string[] };
};

/**
 * The request form of spec 7 (simple-form). Without JavaScript it is a plain POST to the route's action and the
 * page comes back with the outcome; with it, a fetcher posts in place. Field errors of a 422 show at their field
 * (the first message each) until the field is changed; the outcome is announced in a live region.
 */
export function RequestForm({ subject, referrer, labelledBy, anchor, choices }: Props) {
  const form = useSiteForm<"requestForm", RequestFormField | "subject">("requestForm", anchor, outcomeMessages);
  const { busy, field } = form;
  return (
    <SiteForm {...form} className="request-form" labelledBy={labelledBy} referrer={referrer}>
      {choices === undefined ? <input type="hidden" name={HIDDEN_FIELDS.subject} value={subject} /> : null}
      <div className="request-form__grid">
        {choices === undefined ? null : (
          <FormField {...field("subject")} defaultValue={subject} label={choices.label} required wide>
            {(props) => (
              <select {...props}>
                {choices.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <FormField {...field("name")} label={T.labels.name} required>
          {nameInput}
        </FormField>
        <FormField {...field("phone")} label={T.labels.phone} hint={T.hints.phone} required>
          {phoneInput}
        </FormField>
        <FormField {...field("email")} label={T.labels.email}>
          {emailInput}
        </FormField>
        <FormField {...field("message")} label={T.labels.message} hint={T.hints.message} wide>
          {(props) => <textarea {...props} rows={4} maxLength={2000} />}
        </FormField>
      </div>
      <FormConsent before={T.consentBefore} />
      <button className="button button--primary request-form__submit" type="submit">
        {busy ? T.sending : T.submit}
      </button>
    </SiteForm>
  );
}
