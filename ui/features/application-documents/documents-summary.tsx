import type { ApplicationDocumentsView } from "../../../core/ports/documents-api.port";
import { DOCUMENTS_TEXTS as T } from "./documents-texts";

/**
 * How far the mandatory documents are, as a sentence and a bar, above the cards; an application with no mandatory
 * documents (most courses, ADR 059) says it may be sent as it is.
 */
export function DocumentsSummary({ view }: { readonly view: ApplicationDocumentsView }) {
  const { mandatory_done: done, mandatory_total: total } = view;
  const ready = done >= total;
  if (total === 0) {
    return (
      <section className="doc-summary doc-summary--ready" aria-labelledby="doc-summary-title">
        <h2 id="doc-summary-title" className="doc-summary__title">
          {T.summaryNone}
        </h2>
        <p className="doc-summary__hint">{view.documents.length === 0 ? T.noDocuments : T.optionalOnly}</p>
      </section>
    );
  }
  return (
    <section className={`doc-summary${ready ? " doc-summary--ready" : ""}`} aria-labelledby="doc-summary-title">
      <h2 id="doc-summary-title" className="doc-summary__title">
        {T.summary(done, total)}
      </h2>
      <progress className="doc-summary__bar" max={Math.max(total, 1)} value={done} aria-labelledby="doc-summary-title">
        {done} / {total}
      </progress>
      <p className="doc-summary__hint">{ready ? T.summaryReady : T.summaryMissing}</p>
      <p className="doc-summary__how">{T.howItWorks}</p>
    </section>
  );
}
