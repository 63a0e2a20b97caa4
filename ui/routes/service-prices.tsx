import { type ShouldRevalidateFunction, useLocation } from "react-router";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { countryServicesQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { ContentPage, ContentSection } from "../features/content/components/content-page";
import { CountryServicesTables, serviceOrderSubject } from "../features/content/components/price-tables";
import { loadDeferredIslands } from "../components/deferred-island-registry";
import { chosenOrder, ORDER_QUERY, orderHref } from "../features/order-form/order-choice";
import { OrderSection } from "../features/order-form/order-island";
import { requestFormAction } from "../features/request-form/request-form.action";
import type { Route } from "./+types/service-prices";
// The order form is an island (ADR 050): the route links its stylesheet, so the server's HTML has it.
import "../features/request-form/request-form.css";

/**
 * /czeny-na-uslugi/ and /basic-pricelist-service/: page data and the services of every country with their prices
 * (GET /countries/as-services-grid). On the service prices page the countries are the page's sections; on the
 * basic price list (whose own text lists single services) they follow as a section of their own.
 */
export async function loader(args: Route.LoaderArgs) {
  const [{ path, page }, grid] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [countryServicesQuery(api)] as const).then((r) => r.data[0]),
    loadDeferredIslands(),
  ]);
  const basic = path === "/basic-pricelist-service/";
  return {
    path,
    page,
    basic,
    rows: grid.data,
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

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.page.seo, args.loaderData?.basic ? "Базовый прайс-лист" : "Цены на услуги");

export default function ServicePrices({ loaderData }: Route.ComponentProps) {
  const { page, path, basic, rows, chosen, referrer } = loaderData;
  const heading = page.seo?.h1 || (basic ? "Базовый прайс-лист" : "Цены на услуги");
  const choices = rows.flatMap((row) =>
    row.services.map((service) => ({ key: String(service.id), subject: serviceOrderSubject(row, service) })),
  );
  const order = chosenOrder(choices, chosen);
  const { search } = useLocation();
  const toOrder = (id: number) => orderHref(String(id), search);
  return (
    <ContentPage crumbs={[{ name: heading, to: path }]} heading={heading} intro={page.description}>
      {rows.length === 0 ? null : basic ? (
        <ContentSection id="country-tariffs" title="Пакеты сопровождения по странам">
          <CountryServicesTables rows={rows} headingLevel={3} orderHref={toOrder} />
        </ContentSection>
      ) : (
        <CountryServicesTables rows={rows} orderHref={toOrder} />
      )}
      {order === null ? null : (
        <OrderSection
          referrer={referrer}
          title="Заказать услугу"
          lead="Выберите услугу и оставьте телефон — менеджер перезвонит, уточнит детали и пришлёт договор."
          subject={order.subject}
          options={choices.map((choice) => choice.subject)}
        />
      )}
    </ContentPage>
  );
}
