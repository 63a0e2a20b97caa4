import { quickOrderSubject } from "../../../../core/domain/institution-page/quick-order-subject";
import { CostCalculatorLink } from "../../cost-calculator/cost-calculator-link";
import { RequestForm } from "../../request-form/request-form";
import { INSTITUTION_TEXTS as T } from "../institution-texts";
import { QUICK_ORDER_ANCHOR } from "./quick-order-anchor";

export type QuickOrderSectionProps = {
  /**
   * What the request is about, for its subject: the institution, then the program and the base where there are
   * (`quickOrderSubject` runs in this chunk, off the page's first load).
   */
  readonly names: readonly [institution: string, ...more: (string | null)[]];
  /** The program the visitor chose on the institution page, said above the form. */
  readonly about: string | null;
  readonly referrer: string;
};

/**
 * The quick order of spec 3 (`quick_order` in the page state): a short request (POST /forms/simple-form through the
 * page's action, so it works without JavaScript) whose subject names what it is about.
 */
export function QuickOrderSection({ names, about, referrer }: QuickOrderSectionProps) {
  const headingId = `${QUICK_ORDER_ANCHOR}-title`;
  return (
    <section className="inst-quick-order" id={QUICK_ORDER_ANCHOR} aria-labelledby={headingId}>
      <h2 id={headingId} className="inst-section__title">
        {T.quickOrder}
      </h2>
      <p className="inst-quick-order__lead">{T.quickOrderLead}</p>
      <CostCalculatorLink />
      {about === null ? null : (
        <p className="inst-quick-order__about">
          {T.quickOrderFor}: <strong>{about}</strong>
        </p>
      )}
      <RequestForm
        subject={quickOrderSubject(...names)}
        referrer={referrer}
        labelledBy={headingId}
        anchor={QUICK_ORDER_ANCHOR}
      />
    </section>
  );
}
