import { useEffect } from "react";
import { isDocumentStage, stageIndex } from "../../../core/domain/documents/document-stage";
import type { ApplicationDocumentView } from "../../../core/ports/documents-api.port";
import { FormField } from "../../components/form-field";
import { useSettingsFormResult } from "../account-profile/use-form-result";
import { DOCUMENT_INTENTS, documentFormName } from "./document-intents";
import { DOCUMENTS_TEXTS as T, STEP_LABELS } from "./documents-texts";

const ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";

function Status({ message, saved }: { readonly message: string | null; readonly saved: boolean }) {
  return (
    <div className="doc-form__status" role="status" aria-live="polite" aria-atomic="true">
      {message === null ? null : <p className={`form-message--${saved ? "success" : "error"}`}>{message}</p>}
    </div>
  );
}

/** The preparation steps still ahead of the document, each a button that marks it done (earlier ones are skipped). */
export function PrepareForm({ doc }: { readonly doc: ApplicationDocumentView }) {
  const name = documentFormName(doc.id, "prepare");
  const { fetcher, result, busy } = useSettingsFormResult(name, name);
  const at = isDocumentStage(doc.stage) ? stageIndex(doc.stage) : Number.POSITIVE_INFINITY;
  const ahead = doc.preparation_steps.filter((step) => stageIndex(step) > at);
  if (ahead.length === 0) return null;
  const message = result?.outcome.message ?? (result?.outcome._tag === "Refused" ? result.outcome.fields.stage : null);
  return (
    <fetcher.Form method="post" className="doc-form doc-form--prepare" aria-busy={busy}>
      <fieldset>
        <legend>{T.prepareLegend}</legend>
        <input type="hidden" name="document_id" value={doc.id} />
        <input type="hidden" name="intent" value={DOCUMENT_INTENTS.prepare} />
        <div className="doc-form__buttons">
          {ahead.map((step) => (
            <button
              key={step}
              type="submit"
              name="stage"
              value={step}
              className="button button--secondary"
              disabled={busy}
            >
              {T.markStep(STEP_LABELS[step])}
            </button>
          ))}
        </div>
      </fieldset>
      <Status message={message ?? null} saved={result?.outcome._tag === "Saved"} />
    </fetcher.Form>
  );
}

/**
 * The upload of a file (a new version when there is one): a multipart post to the tab's action, with or without
 * JavaScript. The server's message about the file shows at the input; the success is announced.
 */
export function UploadForm({ doc }: { readonly doc: ApplicationDocumentView }) {
  const name = documentFormName(doc.id, "upload");
  const { fetcher, result, formRef, busy, error, onEdit } = useSettingsFormResult(name, name);
  useEffect(() => {
    if (result?.outcome._tag === "Saved") formRef.current?.reset();
  }, [result, formRef]);
  if (doc.stage === "accepted" || doc.steps.length === 0) return null;
  const saved = result?.outcome._tag === "Saved";
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="doc-form doc-form--upload"
      aria-busy={busy}
      noValidate
    >
      <input type="hidden" name="document_id" value={doc.id} />
      <input type="hidden" name="intent" value={DOCUMENT_INTENTS.upload} />
      <FormField
        id={`doc-${doc.id}-file`}
        hintClassName="doc-form__hint"
        label={T.fileLabel}
        hint={T.fileHint}
        error={error("file")}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="file"
            type="file"
            accept={ACCEPT}
            required
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={() => onEdit("file")}
          />
        )}
      </FormField>
      <Status message={result?.outcome.message ?? null} saved={saved} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? T.uploading : doc.versions.length > 0 ? T.uploadAgain : T.upload}
      </button>
    </fetcher.Form>
  );
}
