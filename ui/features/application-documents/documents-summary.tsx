import type { ApplicationDocumentsView } from "../../../core/ports/documents-api.port";
import { DOCUMENTS_TEXTS as T } from "./documents-texts";

/** How far the mandatory documents are, as a sentence and a bar, above the cards. */
export function DocumentsSummary({ view }: { readonly view: ApplicationDocumentsView }) {
  const { mandatory_done: done, mandatory_total: total } = view;
  const ready = done >= total;
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
