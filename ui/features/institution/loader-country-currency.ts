import type { LoaderFunctionArgs } from "react-router";
import { sessionKeyOf } from "../../../adapters/storage/browser/session-key";
import { countryCurrency } from "../../../core/domain/institution-page/country-currency";
import type { CurrencyCode } from "../../../core/domain/price/currency-code";
import { requestApiContext, requestQueryClientContext } from "../../app/request-context";
import { mainDataQuery } from "../../data/main.queries";

/**
 * In a loader: the currency of a country's prices, from the page's main data, the same the page renders with
 * (`useCountryCurrency`). The root loader prefetches that query into the request's client at the same time, so both
 * wait for one request.
 */
export async function loaderCountryCurrency(
  args: LoaderFunctionArgs,
  countryId: number,
): Promise<CurrencyCode | undefined> {
  const client = args.context.get(requestQueryClientContext);
  const api = args.context.get(requestApiContext);
  const session = sessionKeyOf(args.request.headers.get("cookie"));
  const main = await client.ensureQueryData(mainDataQuery(api, args.url.pathname, session));
  return countryCurrency(main?.filters.countries ?? [], countryId);
}
