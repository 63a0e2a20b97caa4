import { Link } from "react-router";
import { waveDateText } from "../../../../core/domain/admission/wave-date-text";
import type { Currency } from "../../../../core/domain/catalogue/currency";
import type { Tariff } from "../../../../core/domain/catalogue/tariff";
import type { CountryServices } from "../../../../core/domain/content/country-services";
import { parseCurrencyCode } from "../../../../core/domain/price/currency-code";
import { formatPrice } from "../../../../core/domain/price/price-format";
import type { PriceRange } from "../../../../core/domain/price/price-range";
import { priceText } from "../../../../core/domain/price/price-text";
import { tariffOffer } from "../../../../core/domain/price/tariff-offer";
import { hrefFor } from "../../../../core/domain/route/href-for";
import { TableScroll } from "../../../components/table-scroll";

/** Prices in a country's currency: the symbol goes with every amount, or into the column head when unsupported. */
const pricing = (currency: Currency) => {
  const code = parseCurrencyCode(currency.code);
  return {
    head: code === null ? `Стоимость, ${currency.symbol}` : "Стоимость",
    text: (range: PriceRange) => priceText(range, code ?? undefined),
    amount: (value: number) => formatPrice(value, code ?? undefined),
  };
};

/** The subject of an order of a country's service, with its price as the table shows it. */
export const serviceOrderSubject = (row: CountryServices, service: CountryServices["services"][number]): string =>
  `${row.country.name}: ${service.title} — ${pricing(row.currency).text({ min: service.price, max: null })}`;

/** The subject of an order of a tariff, with the price that applies at `now` as the table shows it. */
export const tariffOrderSubject = (tariff: Tariff, currency: Currency, country: string, now: Date): string =>
  `${country}: тариф «${tariff.name}» — ${pricing(currency).text({
    min: tariffOffer(tariff, now).price,
    max: tariffOffer(tariff, now).price,
  })}`;

export const countryPricesHref = (slug: string): string =>
  hrefFor({ screen: "service-prices-country", params: { country: slug } });

/** The services of every country, one table each, with a link to the country's own price page. */
export function CountryServicesTables({
  rows,
  headingLevel = 2,
  orderHref,
}: {
  rows: readonly CountryServices[];
  headingLevel?: 2 | 3;
  /** The «Заказать» link of a service (the page's order form with it chosen); none when absent. */
  orderHref?: (serviceId: number) => string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="price-groups">
      {rows.map(({ country, currency, services }) => {
        const prices = pricing(currency);
        const id = `prices-${country.slug}`;
        return (
          <section key={country.id} className="price-group" aria-labelledby={id}>
            <Heading id={id}>{country.name}</Heading>
            <TableScroll label={{ text: `Услуги и цены: ${country.name}` }}>
              <table className="price-table">
                <caption className="visually-hidden">{`Услуги и цены: ${country.name}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Услуга</th>
                    <th scope="col">Условия</th>
                    <th scope="col">{prices.head}</th>
                  </tr>
                </thead>
                <tbody>
                  {services.map((service) => (
                    <tr key={service.id}>
                      <th scope="row">{service.title}</th>
                      <td>{service.description ?? "—"}</td>
                      <td className="price">
                        {prices.text({ min: service.price, max: null })}
                        {orderHref === undefined ? null : (
                          <a
                            className="price__order"
                            href={orderHref(service.id)}
                            aria-label={`Заказать: ${service.title}`}
                          >
                            Заказать
                          </a>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <p>
              <Link to={countryPricesHref(country.slug)}>
                {country.morph
                  ? `Подробнее о тарифах на поступление в ${country.morph.accusative}`
                  : `Подробнее о тарифах: ${country.name}`}
              </Link>
            </p>
          </section>
        );
      })}
    </div>
  );
}

/** The tariffs of one country at `now`: the price that applies, and a running discount with its end. */
export function TariffsTable({
  tariffs,
  currency,
  now,
  caption,
  orderHref,
}: {
  tariffs: readonly Tariff[];
  currency: Currency;
  now: Date;
  caption: string;
  /** The «Заказать» link of a tariff (the page's order form with it chosen); none when absent. */
  orderHref?: (tariffId: number) => string;
}) {
  const prices = pricing(currency);
  return (
    <TableScroll label={{ text: caption }}>
      <table className="price-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Тариф</th>
            <th scope="col">Условия оплаты</th>
            <th scope="col">{prices.head}</th>
          </tr>
        </thead>
        <tbody>
          {tariffs.map((tariff) => {
            const offer = tariffOffer(tariff, now);
            const until = offer.discount?.until ? waveDateText(offer.discount.until) : null;
            return (
              <tr key={tariff.id}>
                <th scope="row">{tariff.name}</th>
                <td>{tariff.payment_excerpt ?? "—"}</td>
                <td className="price">
                  <span>{prices.text({ min: offer.price, max: offer.price })}</span>
                  {offer.discount === null ? null : (
                    <span className="price__discount">
                      <s>
                        <span className="visually-hidden">Без скидки: </span>
                        {prices.amount(offer.discount.listPrice)}
                      </s>{" "}
                      {`скидка ${offer.discount.percent}\u00a0%${until ? ` до ${until}` : ""}`}
                    </span>
                  )}
                  {orderHref === undefined ? null : (
                    <a className="price__order" href={orderHref(tariff.id)} aria-label={`Заказать: ${tariff.name}`}>
                      Заказать
                    </a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
