import { RequestForm } from "../request-form/request-form";
import { ORDER_ANCHOR } from "./order-choice";

export type OrderSectionProps = {
  /** The referrer of the page load as the server saw it. */
  readonly referrer: string;
  readonly title: string;
  readonly lead: string;
  /** The subject chosen first (the address's choice, or the page's only one). */
  readonly subject: string;
  /** Every subject the visitor may pick from; none (or one) means the form orders `subject`. */
  readonly options: readonly string[];
};

const HEADING = `${ORDER_ANCHOR}-title`;

/**
 * The order of a course or a tariff (issue 16): the request form (spec 7 simple-form) whose subject names what is
 * ordered with its price, for any visitor, with or without an account (one root element: an island).
 */
export function OrderSection({ referrer, title, lead, subject, options }: OrderSectionProps) {
  return (
    <section className="content-section order-section" id={ORDER_ANCHOR} aria-labelledby={HEADING}>
      <h2 id={HEADING}>{title}</h2>
      <p>{lead}</p>
      <RequestForm
        // a «Заказать» link picks another subject: the form starts again with it
        key={subject}
        subject={subject}
        referrer={referrer}
        labelledBy={HEADING}
        anchor={ORDER_ANCHOR}
        choices={options.length > 1 ? { label: "Что заказать", options } : undefined}
      />
    </section>
  );
}
