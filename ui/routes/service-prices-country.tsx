import { redirect } from "react-router";
import { hrefFor } from "../../core/domain/route/href-for";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { countryTariffsQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { ContentPage } from "../features/content/components/content-page";
import { TariffsTable } from "../features/content/components/price-tables";
import { notFound, screenParams } from "../features/content/route-guards";
import type { Route } from "./+types/service-prices-country";

/** /czeny-na-uslugi/{country}/: page data and the country's tariffs (404 when the API knows no such country). */
export async function loader(args: Route.LoaderArgs) {
  const { country: slug } = screenParams(args.url, "service-prices-country");
  const [{ path, page }, country] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [countryTariffsQuery(api, slug)] as const).then((r) => r.data[0]),
  ]);
  if (country === null) return notFound();
  if (country.slug !== slug)
    throw redirect(hrefFor({ screen: "service-prices-country", params: { country: country.slug } }), 301);
  return { path, page, country, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => {
  const country = args.loaderData?.country;
  return pageMeta(args, args.loaderData?.page.seo, country ? `Цены на услуги: ${country.name}` : "Цены на услуги");
};

export default function ServicePricesCountry({ loaderData }: Route.ComponentProps) {
  const { page, path, country, now } = loaderData;
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
        />
      )}
    </ContentPage>
  );
}
