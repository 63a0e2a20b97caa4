import { redirect, type ShouldRevalidateFunction, useLocation } from "react-router";
import { hrefFor } from "../../core/domain/route/href-for";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { countryTariffsQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { ContentPage } from "../features/content/components/content-page";
import { TariffsTable, tariffOrderSubject } from "../features/content/components/price-tables";
import { loadDeferredIslands } from "../components/deferred-island-registry";
import { chosenOrder, ORDER_QUERY, orderHref } from "../features/order-form/order-choice";
import { OrderSection } from "../features/order-form/order-island";
import { requestFormAction } from "../features/request-form/request-form.action";
import { notFound, screenParams } from "../features/content/route-guards";
import type { Route } from "./+types/service-prices-country";
// The order form is an island (ADR 050): the route links its stylesheet, so the server's HTML has it.
import "../features/request-form/request-form.css";

/** /czeny-na-uslugi/{country}/: page data and the country's tariffs (404 when the API knows no such country). */
export async function loader(args: Route.LoaderArgs) {
  const { country: slug } = screenParams(args.url, "service-prices-country");
  const [{ path, page }, country] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [countryTariffsQuery(api, slug)] as const).then((r) => r.data[0]),
    loadDeferredIslands(),
  ]);
  if (country === null) return notFound();
  if (country.slug !== slug)
    throw redirect(hrefFor({ screen: "service-prices-country", params: { country: country.slug } }), 301);
  return {
    path,
    page,
    country,
    now: new Date().toISOString(),
    chosen: args.url.searchParams.get(ORDER_QUERY),
    referrer: args.request.headers.get("referer") ?? "",
  };
}

/** A client navigation loads the order form's code beside the data, so the page renders at once (ADR 050). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadDeferredIslands()]);
  return loaded;
}

/** The order of a service or tariff (spec 7 simple-form, issue 16), posted with or without JavaScript. */
export const action = (args: Route.ActionArgs) => requestFormAction(args);

/** An order changes nothing the page shows (the form shows its outcome). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => {
  const country = args.loaderData?.country;
  return pageMeta(args, args.loaderData?.page.seo, country ? `Цены на услуги: ${country.name}` : "Цены на услуги");
};

export default function ServicePricesCountry({ loaderData }: Route.ComponentProps) {
  const { page, path, country, now, chosen, referrer } = loaderData;
  const choices = country.tariffs.map((tariff) => ({
    key: String(tariff.id),
    subject: tariffOrderSubject(tariff, country.currency, country.name, new Date(now)),
  }));
  const order = chosenOrder(choices, chosen);
  const { search } = useLocation();
  const heading = page.seo?.h1 || `Цены на услуги: ${country.name}`;
  const prices = hrefFor({ screen: "service-prices", params: {} });
  return (
    <ContentPage
      crumbs={[
        { name: "Цены на услуги", to: prices },
        { name: country.name, to: path },
      ]}
      heading={heading}
      intro={page.description}
    >
      {country.tariffs.length === 0 ? (
        <p>Тарифы для этой страны пока не опубликованы.</p>
      ) : (
        <TariffsTable
          tariffs={country.tariffs}
          currency={country.currency}
          now={new Date(now)}
          caption={`Тарифы сопровождения: ${country.name}`}
          orderHref={(id) => orderHref(String(id), search)}
        />
      )}
      {order === null ? null : (
        <OrderSection
          referrer={referrer}
          title="Заказать сопровождение"
          lead="Выберите тариф и оставьте телефон — менеджер перезвонит, ответит на вопросы и пришлёт договор."
          subject={order.subject}
          options={choices.map((choice) => choice.subject)}
        />
      )}
    </ContentPage>
  );
}
