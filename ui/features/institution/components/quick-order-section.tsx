import { Link, useLoaderData } from "react-router";
import { hrefFor } from "../../../../core/domain/route/href-for";
import { CostCalculatorLink } from "../../cost-calculator/cost-calculator-link";
import { RequestForm } from "../../request-form/request-form";
import { INSTITUTION_TEXTS as T } from "../institution-texts";
import { QUICK_ORDER_ANCHOR } from "./quick-order-anchor";

export type QuickOrderSectionProps = {
  /** The subject the request carries, naming the institution and the program or base it is about. */
  readonly subject: string;
  /** The program the visitor chose on the institution page, said above the form. */
  readonly about: string | null;
  readonly referrer: string;
};

/**
 * The quick order of spec 3 (`quick_order` in the page state): a short request (POST /forms/simple-form through the
 * page's action, so it works without JavaScript) whose subject names what it is about.
 */
/** The institution's id when the catalogue route's loader data is an institution page's (not a program's or base's). */
const institutionIdOf = (loaded: unknown): number | null =>
  typeof loaded === "object" && loaded !== null && Reflect.get(loaded, "screen") === "institution"
    ? Number(Reflect.get(loaded, "id"))
    : null;

/** The invitation to review the institution (its texts live in this chunk, off the page's first load). */
const REVIEW_TEXTS = { invite: "Учились здесь?", link: "Оставьте отзыв об учебном заведении" } as const;

/** Where an institution's review is left: the review form of /reviews/ naming it (ADR 067). */
const reviewHref = (id: number): string =>
  `${hrefFor({ screen: "reviews", params: {} })}?institution=${id}#ostavit-otzyv`;

export function QuickOrderSection({ subject, about, referrer }: QuickOrderSectionProps) {
  const headingId = `${QUICK_ORDER_ANCHOR}-title`;
  // In this island's chunk, so that it costs the institution page's first load nothing (ADR 067).
  const institution = institutionIdOf(useLoaderData());
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
      <RequestForm subject={subject} referrer={referrer} labelledBy={headingId} anchor={QUICK_ORDER_ANCHOR} />
      {institution === null ? null : (
        <p className="inst-quick-order__review">
          {REVIEW_TEXTS.invite} <Link to={reviewHref(institution)}>{REVIEW_TEXTS.link}</Link>
        </p>
      )}
    </section>
  );
}
