import type { Tariff } from "../../../../core/domain/catalogue/tariff";
import { waveDateText } from "../../../../core/domain/admission/wave-date-text";
import type { CurrencyCode } from "../../../../core/domain/price/currency-code";
import { formatPrice } from "../../../../core/domain/price/price-format";
import { tariffOffer } from "../../../../core/domain/price/tariff-offer";
import { useServices } from "../../../app/services";
import { INSTITUTION_TEXTS as T } from "../institution-texts";

/**
 * The agency's service tariff for the institution: the price that applies now and, while a discount runs, the list
 * price struck through, the percentage and «Скидка действует до {date}» (Moscow day of discount_expires_at).
 */
export function TariffBox({
  tariff,
  currency,
  headingId,
}: {
  tariff: Tariff;
  currency?: CurrencyCode;
  headingId: string;
}) {
  const offer = tariffOffer(tariff, useServices().now());
  const until = offer.discount?.until ? waveDateText(offer.discount.until) : null;
  return (
    <section className="inst-tariff" aria-labelledby={headingId}>
      <h2 id={headingId} className="inst-section__title">
        {T.tariff}: {tariff.name}
      </h2>
      <p className="inst-tariff__price">
        <strong>{formatPrice(offer.price, currency)}</strong>
        {offer.discount === null ? null : (
          <>
            {" "}
            <s className="inst-tariff__list-price">
              <span className="visually-hidden">{T.withoutDiscount} </span>
              {formatPrice(offer.discount.listPrice, currency)}
            </s>{" "}
            <span className="inst-tariff__percent">−{offer.discount.percent}&nbsp;%</span>
          </>
        )}
      </p>
      {until === null ? null : <p className="inst-tariff__until">{T.discountUntil(until)}</p>}
      {tariff.payment_excerpt ? <p className="inst-tariff__terms">{tariff.payment_excerpt}</p> : null}
    </section>
  );
}
