import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { countryServicesQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { ContentPage, ContentSection } from "../features/content/components/content-page";
import { CountryServicesTables } from "../features/content/components/price-tables";
import type { Route } from "./+types/service-prices";

/**
 * /czeny-na-uslugi/ and /basic-pricelist-service/: page data and the services of every country with their prices
 * (GET /countries/as-services-grid). On the service prices page the countries are the page's sections; on the
 * basic price list (whose own text lists single services) they follow as a section of their own.
 */
export async function loader(args: Route.LoaderArgs) {
  const [{ path, page }, grid] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [countryServicesQuery(api)] as const).then((r) => r.data[0]),
  ]);
  const basic = path === "/basic-pricelist-service/";
  return { path, page, basic, rows: grid.data };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.page.seo, args.loaderData?.basic ? "Базовый прайс-лист" : "Цены на услуги");

export default function ServicePrices({ loaderData }: Route.ComponentProps) {
  const { page, path, basic, rows } = loaderData;
  const heading = page.seo?.h1 || (basic ? "Базовый прайс-лист" : "Цены на услуги");
  return (
    <ContentPage crumbs={[{ name: heading, to: path }]} heading={heading} intro={page.description}>
      {rows.length === 0 ? null : basic ? (
        <ContentSection id="country-tariffs" title="Пакеты сопровождения по странам">
          <CountryServicesTables rows={rows} headingLevel={3} />
        </ContentSection>
      ) : (
        <CountryServicesTables rows={rows} />
      )}
    </ContentPage>
  );
}
