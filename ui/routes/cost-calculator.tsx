import type { ShouldRevalidateFunction } from "react-router";
import { readCostQuery } from "../../core/domain/cost/cost-query";
import { loadPage } from "../app/load-page";
import { siteDepsContext } from "../app/request-context";
import { pageMeta } from "../app/route-meta";
import { ContentPage, ContentSection } from "../features/content/components/content-page";
import { COST_TEXTS as T } from "../features/cost-calculator/cost-calculator-texts";
import { costCalculatorHref } from "../features/cost-calculator/cost-calculator-path";
import { CostChoiceForm } from "../features/cost-calculator/cost-choice-form";
import { CostLines } from "../features/cost-calculator/cost-lines";
import { costRequestAction } from "../features/cost-calculator/cost-request.action";
import { CostRequestForm } from "../features/cost-calculator/cost-request-form";
import { publicOrigin } from "../features/seo/seo-responses";
import type { Route } from "./+types/cost-calculator";
import "../features/cost-calculator/cost-calculator.css";

/**
 * The cost calculator (/stoimost/, ADR 065): the choice and city come from the address, the use case
 * runs in-process on the server (ADR 039), so the same address always renders the same result, with or without
 * JavaScript. Without a calculator (a server composed without one) the page shows the form and no figures.
 */
export async function loader(args: Route.LoaderArgs) {
  const query = readCostQuery((name) => args.url.searchParams.get(name));
  const calculator = args.context.get(siteDepsContext).costCalculator;
  const [{ path, page }, calculation] = await Promise.all([
    loadPage(args),
    calculator === undefined ? { cities: [], choice: null, city: null, cost: null } : calculator(query),
  ]);
  const share = `${publicOrigin(args.context, args.url)}${costCalculatorHref({
    choice: calculation.choice === null ? null : { kind: calculation.choice.kind, id: calculation.choice.id },
    city: calculation.city?.id ?? null,
  })}`;
  return { path, page, calculation, share, referrer: args.request.headers.get("referer") ?? "" };
}

/** The calculator's request (spec 7 calc-form), posted with or without JavaScript. */
export const action = (args: Route.ActionArgs) => costRequestAction(args);

/** A sent request changes nothing the loader reads: the form shows the outcome. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, T.title);

export default function CostCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { page, path, calculation, share, referrer } = loaderData;
  const heading = page.seo?.h1 || T.title;
  return (
    <ContentPage crumbs={[{ name: heading, to: path }]} heading={heading} intro={page.description}>
      <p className="content-page__intro">{T.lead}</p>
      <CostChoiceForm calculation={calculation} />
      {calculation.cost === null ? (
        <p>{T.noCity}</p>
      ) : (
        <>
          <CostLines cost={calculation.cost} />
          <p className="cost-share">
            {T.share}: <a href={share}>{share}</a>
          </p>
        </>
      )}
      <ContentSection id="cost-included" title={T.included.title}>
        <p>{T.included.yes}</p>
        <p>{T.included.no}</p>
        <p>{T.included.rates}</p>
      </ContentSection>
      <CostRequestForm calculation={calculation} referrer={referrer} />
    </ContentPage>
  );
}
