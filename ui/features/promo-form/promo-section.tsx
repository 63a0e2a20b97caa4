import { PromoForm } from "./promo-form";
import { PROMO_ANCHOR } from "./promo-form-fields";
import { PROMO_FORM_TEXTS as T } from "./promo-form-texts";

export type PromoSectionProps = {
  /** The referrer of the page load as the server saw it. */
  readonly referrer: string;
};

const HEADING = `${PROMO_ANCHOR}-title`;

/** A page's promo block: the offer of a free consultation and its form (one root element: an island). */
export function PromoSection({ referrer }: PromoSectionProps) {
  return (
    <section className="content-section promo-section" id={PROMO_ANCHOR} aria-labelledby={HEADING}>
      <h2 id={HEADING}>{T.title}</h2>
      <p>{T.lead}</p>
      <PromoForm referrer={referrer} labelledBy={HEADING} anchor={PROMO_ANCHOR} />
    </section>
  );
}
