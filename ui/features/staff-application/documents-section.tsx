import { Form } from "react-router";
import type { ApplicationDocumentView } from "../../../core/ports/documents-api.port";
import { DocumentStepsList } from "../application-documents/document-steps-list";
import { fileSizeText } from "../application-documents/file-size-text";
import { FormField } from "../../components/form-field";
import { moscowDateTimeText } from "../application-timeline/timeline-texts";
import { FormAlert } from "./form-alert";
import type { StaffApplicationData } from "./staff-application.loader";
import { STAFF_INTENTS } from "./staff-intents";
import { STAFF_TEXTS as T } from "./staff-texts";
import { useStaffForm } from "./use-staff-form";

/** The staff-accessible download of a version (the staff member's session cookie authenticates the link). */
const downloadHref = (bookingId: number, documentId: number, fileId: number) =>
  `/api/ru/v1/bookings/${bookingId}/documents/${documentId}/files/${fileId}`;

/** Accept an uploaded document, or send an uploaded or accepted one back with a remark the applicant reads. */
function DecisionForm({ doc }: { readonly doc: ApplicationDocumentView }) {
  const key = `decide:${doc.id}`;
  const form = useStaffForm(key);
  if (doc.stage !== "uploaded" && doc.stage !== "accepted") return null;
  const alertId = `decide-${doc.id}-alert`;
  return (
    <Form method="post" className="staff-decision" preventScrollReset aria-describedby={alertId}>
      <input type="hidden" name="intent" value={STAFF_INTENTS.decide} />
      <input type="hidden" name="form" value={key} />
      <input type="hidden" name="document" value={doc.id} />
      <FormField
        id={`decide-${doc.id}-remark`}
        label={`${T.rejectRemark} (нужно, чтобы вернуть)`}
        error={form.error("remark")}
        hintClassName="staff-form__hint"
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="remark"
            rows={2}
            maxLength={2000}
            defaultValue={form.value("remark")}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormAlert id={alertId} message={form.formError(["remark"])} />
      <div className="staff-form__buttons">
        {doc.stage === "uploaded" ? (
          <button type="submit" name="decision" value="accept" className="button button--primary" disabled={form.busy}>
            {T.accept}
          </button>
        ) : null}
        <button type="submit" name="decision" value="reject" className="button button--outline" disabled={form.busy}>
          {T.reject}
        </button>
      </div>
    </Form>
  );
}

function DocumentItem({ bookingId, doc }: { readonly bookingId: number; readonly doc: ApplicationDocumentView }) {
  return (
    <li className="staff-doc">
      <article aria-labelledby={`staff-doc-${doc.id}`}>
        <h3 id={`staff-doc-${doc.id}`} className="staff-doc__title">
          {doc.title}
          {doc.mandatory ? <span className="staff-doc__mandatory"> — обязательный</span> : null}
        </h3>
        <DocumentStepsList steps={doc.steps} label={`Этапы: ${doc.title}`} />
        {doc.remark === "" ? null : <p className="staff-doc__remark">Замечание: {doc.remark}</p>}
        {doc.versions.length === 0 ? null : (
          <ul className="staff-doc__versions" aria-label={`${T.versions}: ${doc.title}`}>
            {doc.versions.map((version) => (
              <li key={version.id}>
                <a href={downloadHref(bookingId, doc.id, version.id)} download={version.name}>
                  {`${T.download} ${version.name}`}
                </a>
                {` — версия ${version.version}, ${fileSizeText(version.size)}, ${moscowDateTimeText(new Date(version.uploaded_at))}`}
              </li>
            ))}
          </ul>
        )}
        <DecisionForm doc={doc} />
      </article>
    </li>
  );
}

/** The application's documents with their pipeline, files and the staff's decision (ADR 052, 057). */
export function DocumentsSection({ data }: { readonly data: StaffApplicationData }) {
  const { documents } = data;
  return (
    <section className="staff-card" id="documents" aria-labelledby="documents-title">
      <h2 id="documents-title">{T.documents}</h2>
      {documents === null || documents.documents.length === 0 ? (
        <p>{T.noDocuments}</p>
      ) : (
        <>
          <p>{`Обязательных документов готово: ${documents.mandatory_done} из ${documents.mandatory_total}.`}</p>
          <ul className="staff-docs">
            {documents.documents.map((doc) => (
              <DocumentItem key={doc.id} bookingId={data.booking.id} doc={doc} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
