import { SaveDocForm } from "./save-doc-form";
import { SAVE_DOC_ANCHOR } from "./save-doc-form-fields";
import { SAVE_DOC_FORM_TEXTS as T } from "./save-doc-form-texts";

export type SaveDocSectionProps = {
  /** The referrer of the page load as the server saw it. */
  readonly referrer: string;
};

const HEADING = `${SAVE_DOC_ANCHOR}-title`;

/** The free document check: what it is, and the form (one root element: an island). */
export function SaveDocSection({ referrer }: SaveDocSectionProps) {
  return (
    <section className="content-section save-doc-section" id={SAVE_DOC_ANCHOR} aria-labelledby={HEADING}>
      <h2 id={HEADING}>{T.title}</h2>
      <p>{T.lead}</p>
      <SaveDocForm referrer={referrer} labelledBy={HEADING} anchor={SAVE_DOC_ANCHOR} />
    </section>
  );
}
