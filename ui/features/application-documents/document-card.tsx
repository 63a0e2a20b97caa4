import { sessionLastUseText } from "../../../core/domain/user/session-last-use-text";
import type { ApplicationDocumentView } from "../../../core/ports/documents-api.port";
import { documentBadge, documentNextStep } from "./document-next-step";
import { PrepareForm, UploadForm } from "./document-forms";
import { DocumentStepsList } from "./document-steps-list";
import { BADGES, DOCUMENTS_TEXTS as T } from "./documents-texts";
import { fileSizeText } from "./file-size-text";

/** The API address of a version's download (the owner's session cookie authenticates the link). */
const downloadHref = (bookingId: number, doc: ApplicationDocumentView, fileId: number) =>
  `/api/ru/v1/bookings/${bookingId}/documents/${doc.id}/files/${fileId}`;

/**
 * One document of the checklist: its title and standing, the stepper of its pipeline, what to do next in plain
 * words, the staff's remark when it came back, the forms to mark a step and to upload, and every uploaded version.
 */
export function DocumentCard({
  bookingId,
  doc,
  optionalText = T.later,
}: {
  readonly bookingId: number;
  readonly doc: ApplicationDocumentView;
  /** What a document that is not mandatory is tagged with (a course's optional papers are not «after the offer»). */
  readonly optionalText?: string;
}) {
  const badge = documentBadge(doc);
  const titleId = `doc-${doc.id}-title`;
  return (
    <article className={`doc-card doc-card--${badge}`} aria-labelledby={titleId} data-kind={doc.kind}>
      <header className="doc-card__head">
        <h3 id={titleId} className="doc-card__title">
          {doc.title}
        </h3>
        <p className="doc-card__tags">
          <span className={`doc-badge doc-badge--${badge}`}>{BADGES[badge]}</span>
          <span className={doc.mandatory ? "doc-need doc-need--required" : "doc-need"}>
            {doc.mandatory ? T.mandatory : optionalText}
          </span>
        </p>
      </header>
      {doc.note === "" ? null : <p className="doc-card__note">{doc.note}</p>}
      {doc.steps.length === 0 ? null : <DocumentStepsList steps={doc.steps} label={T.stepsLabel(doc.title)} />}
      {doc.remark === "" ? null : (
        <div className="doc-card__remark" role="note" aria-label={T.remarkLabel}>
          <p className="doc-card__remark-title">{T.remarkLabel}</p>
          <p>{doc.remark}</p>
        </div>
      )}
      <div className="doc-card__next">
        <p className="doc-card__next-title">{T.nextLabel}</p>
        <p>{documentNextStep(doc)}</p>
      </div>
      <PrepareForm doc={doc} />
      <UploadForm doc={doc} />
      {doc.versions.length === 0 ? null : (
        <section className="doc-versions" aria-label={`${T.versionsTitle}: ${doc.title}`}>
          <p className="doc-versions__title">{T.versionsTitle}</p>
          <ul>
            {doc.versions.map((v) => (
              <li key={v.id} className="doc-version">
                <span className="doc-version__what">
                  <strong>{T.version(v.version)}</strong> <span className="doc-version__name">{v.name}</span>
                </span>
                <span className="doc-version__meta">
                  {fileSizeText(v.size)} · <time dateTime={v.uploaded_at}>{sessionLastUseText(v.uploaded_at)}</time>
                </span>
                <a
                  className="doc-version__download"
                  href={downloadHref(bookingId, doc, v.id)}
                  download={v.name}
                  aria-label={T.downloadLabel(v.name, v.version)}
                >
                  {T.download}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
