import type { CompareColumn } from "../../../core/domain/compare/compare-column";
import { PriceWithRoubles } from "../../components/price-with-roubles";
import { useCountryCurrency } from "../institution/use-country-currency";

/** The price cell of a column: in its country's currency, with the rouble figure beside it (ADR 031). */
export function ComparePrice({ column }: { column: CompareColumn }) {
  const currency = useCountryCurrency(column.countryId);
  return <PriceWithRoubles range={column.facts.price} currency={currency} />;
}
