import { FormField } from "../request-form/form-field";
import { FormConsent } from "../request-form/form-status";
import { emailInput, nameInput, phoneInput, SiteForm } from "../request-form/site-form";
import { useSiteForm } from "../request-form/use-site-form";
import { DOCUMENT_ACCEPT, SAVE_DOC_FORM_KEY, type SaveDocFormField } from "./save-doc-form-fields";
import { saveDocButtonText, saveDocOutcomeMessages, SAVE_DOC_FORM_TEXTS as T } from "./save-doc-form-texts";
import { useDocumentSaveStatus } from "./use-document-save-status";
import "../request-form/request-form.css";
import "./save-doc-form.css";

type Props = {
  /** The referrer of the page load as the server saw it; the browser's own value replaces it on submit. */
  readonly referrer: string;
  readonly labelledBy: string;
  readonly anchor: string;
};

/**
 * The document form of spec 7 (save-doc-form): a file and a contact, posted as multipart. Without JavaScript a plain
 * multipart POST to the page's action (the page comes back sent or with the server's messages); with it, a fetcher
 * posts in place and the form shows the four statuses of spec 4 (default, sending, sent, error) in `data-status`
 * and its button.
 */
export function SaveDocForm({ referrer, labelledBy, anchor }: Props) {
  const form = useSiteForm<typeof SAVE_DOC_FORM_KEY, SaveDocFormField>(
    SAVE_DOC_FORM_KEY,
    anchor,
    saveDocOutcomeMessages,
  );
  const { busy, onSubmit, field, messages, sent } = form;
  const { status, wrap } = useDocumentSaveStatus(busy, { sent, answered: messages.length > 0 });
  return (
    <SiteForm
      {...form}
      className="request-form save-doc-form"
      labelledBy={labelledBy}
      referrer={referrer}
      encType="multipart/form-data"
      status={status}
      onSubmit={wrap(onSubmit)}
      formKey={SAVE_DOC_FORM_KEY}
      messages={status === "sending" ? [] : messages}
    >
      <div className="request-form__grid">
        <FormField {...field("file")} label={T.labels.file} hint={T.hints.file} required wide>
          {({ defaultValue: _none, ...props }) => <input {...props} type="file" accept={DOCUMENT_ACCEPT} />}
        </FormField>
        <FormField {...field("name")} label={T.labels.name} required>
          {nameInput}
        </FormField>
        <FormField {...field("phone")} label={T.labels.phone} hint={T.hints.phone} required>
          {phoneInput}
        </FormField>
        <FormField {...field("email")} label={T.labels.email}>
          {emailInput}
        </FormField>
      </div>
      <FormConsent before={T.consentBefore} />
      <button className="button button--primary request-form__submit" type="submit">
        {saveDocButtonText(status)}
      </button>
    </SiteForm>
  );
}
