import { REVIEW_FORM_ANCHOR } from "./review-form-anchor";
import { ReviewForm } from "./review-form";
import { REVIEW_FORM_TEXTS as T } from "./review-form-texts";
import type { ReviewedInstitution } from "./reviewed-institution";

export type ReviewFormSectionProps = {
  /** The referrer of the page load as the server saw it. */
  readonly referrer: string;
  /** The institution the review is about (the address names it), or none: a review of the company. */
  readonly institution?: ReviewedInstitution | null;
};

const HEADING = `${REVIEW_FORM_ANCHOR}-title`;

/**
 * The bottom of /reviews/ and a section of an institution page: «Оставить отзыв» (or the institution's name), what
 * happens to a review, and the form (one root element: an island).
 */
export function ReviewFormSection({ referrer, institution = null }: ReviewFormSectionProps) {
  return (
    <section className="content-section review-form-section" id={REVIEW_FORM_ANCHOR} aria-labelledby={HEADING}>
      <h2 id={HEADING}>{institution === null ? T.title : T.aboutInstitution(institution.title)}</h2>
      <p className="content-page__intro">{T.lead}</p>
      <ReviewForm referrer={referrer} labelledBy={HEADING} anchor={REVIEW_FORM_ANCHOR} />
    </section>
  );
}
