import { FormExtrasInputs } from "../request-form/form-extras-inputs";
import { FormField } from "../request-form/form-field";
import { FormConsent, FormStatus } from "../request-form/form-status";
import { SITE_FORM_ENTRY } from "../request-form/site-form-dispatch";
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
  const { fetcher, formRef, busy, action, onSubmit, field, messages, tone, sent } = useSiteForm<
    typeof SAVE_DOC_FORM_KEY,
    SaveDocFormField
  >(SAVE_DOC_FORM_KEY, anchor, saveDocOutcomeMessages);
  const { status, wrap } = useDocumentSaveStatus(busy, { sent, answered: messages.length > 0 });
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={action}
      className="request-form save-doc-form"
      aria-labelledby={labelledBy}
      aria-busy={busy}
      data-status={status}
      onSubmit={wrap(onSubmit)}
    >
      <input type="hidden" name={SITE_FORM_ENTRY} value={SAVE_DOC_FORM_KEY} />
      <FormExtrasInputs referrer={referrer} />
      <FormStatus messages={status === "sending" ? [] : messages} tone={tone} />
      <div className="request-form__grid">
        <FormField {...field("file")} label={T.labels.file} hint={T.hints.file} required wide>
          {({ defaultValue: _none, ...props }) => <input {...props} type="file" accept={DOCUMENT_ACCEPT} />}
        </FormField>
        <FormField {...field("name")} label={T.labels.name} required>
          {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} />}
        </FormField>
        <FormField {...field("phone")} label={T.labels.phone} hint={T.hints.phone} required>
          {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={32} />}
        </FormField>
        <FormField {...field("email")} label={T.labels.email}>
          {(props) => <input {...props} type="email" inputMode="email" autoComplete="email" maxLength={254} />}
        </FormField>
      </div>
      <FormConsent before={T.consentBefore} />
      <button className="button button--primary request-form__submit" type="submit">
        {saveDocButtonText(status)}
      </button>
    </fetcher.Form>
  );
}
