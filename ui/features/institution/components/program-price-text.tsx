import { approxRoublesText } from "../../../../core/domain/price/approx-roubles-text";
import type { CurrencyCode } from "../../../../core/domain/price/currency-code";
import { priceText } from "../../../../core/domain/price/price-text";
import type { ProgramPrice } from "../../../../core/domain/price/program-price";
import { roublesRange } from "../../../../core/domain/price/roubles-range";
import { ApproxRoubles } from "../../../components/approx-roubles";
import { useExchangeRates } from "../../../data/use-exchange-rates";
import { INSTITUTION_TEXTS } from "../institution-texts";

/**
 * A degree program's price: the paid range with its rouble figure (ADR 031), and «есть грант» beside it when a base
 * is free (ADR 032).
 */
export function ProgramPriceText({ price, currency }: { price: ProgramPrice; currency?: CurrencyCode }) {
  const rates = useExchangeRates();
  return (
    <>
      {priceText(price.range, currency)}
      <ApproxRoubles text={approxRoublesText(price.range, currency, roublesRange(price.range, currency, rates))} />
      {price.grant ? (
        <>
          {" "}
          <span className="price-grant">{INSTITUTION_TEXTS.grant}</span>
        </>
      ) : null}
    </>
  );
}
