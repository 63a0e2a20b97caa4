import { useQueryClient } from "@tanstack/react-query";
import type { ShouldRevalidateFunction } from "react-router";
import { reviewsJsonLd } from "../../core/domain/content/reviews-json-ld";
import { loadPage } from "../app/load-page";
import { SITE_NAME } from "../app/page-seo";
import { pageMeta } from "../app/route-meta";
import { useApi } from "../app/services";
import { loadDeferredIslands } from "../components/deferred-island-registry";
import { JsonLd } from "../components/json-ld";
import { reviewsGridQuery, reviewsRatingQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { ContentPage } from "../features/content/components/content-page";
import { PagedList } from "../features/content/components/paged-list";
import { ReviewCard } from "../features/content/components/review-card";
import { ensurePageExists, pageHref, pageParam } from "../features/content/route-guards";
import { reviewsPageAction } from "../features/review-form/review-form.action";
import { reviewedInstitution } from "../features/review-form/reviewed-institution";
import { ReviewFormSection } from "../features/review-form/review-form-island";
import { publicOrigin } from "../features/seo/seo-responses";
import type { Route } from "./+types/reviews";
// The review form is an island (ADR 050): the route links its stylesheets, so the server's HTML has them.
import "../features/request-form/request-form.css";
import "../features/review-form/review-form.css";

/**
 * /reviews/: page data, the clients' reviews (newest first, a page at a time) and, built here so that the builder does
 * not ship to the browser, the company's schema.org data with those reviews and the rating of all of them.
 */
export async function loader(args: Route.LoaderArgs) {
  const current = pageParam(args.url);
  const [{ path, page }, [grid, rating], , institution] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [reviewsGridQuery(api, current), reviewsRatingQuery(api)] as const).then(
      (r) => r.data,
    ),
    loadDeferredIslands(),
    reviewedInstitution(args.url, args.context),
  ]);
  ensurePageExists(current, grid.last_page);
  const jsonLd = reviewsJsonLd({ origin: publicOrigin(args.context, args.url), name: SITE_NAME }, grid.data, rating);
  return { path, page, current, grid, jsonLd, institution, referrer: args.request.headers.get("referer") ?? "" };
}

/** A client navigation to the page loads the form's code beside the data, so it renders at once (ADR 050). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadDeferredIslands()]);
  return data;
}

/** The leave-review form (spec 7 leave-review-form), posted with or without JavaScript; `?institution=` names one. */
export const action = (args: Route.ActionArgs) => reviewsPageAction(args);

/** A sent review waits for staff, so nothing the page shows from its loader changes (the form shows the outcome). */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}) =>
  formMethod?.toUpperCase() === "POST" &&
  formAction !== undefined &&
  new URL(formAction, currentUrl).pathname === currentUrl.pathname
    ? false
    : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, "Отзывы");

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { page, path, current, grid, jsonLd, institution, referrer } = loaderData;
  const api = useApi();
  const client = useQueryClient();
  const heading = page.seo?.h1 || "Отзывы";
  return (
    <ContentPage crumbs={[{ name: heading, to: path }]} heading={heading} intro={page.description}>
      <JsonLd data={jsonLd} />
      {grid.total === 0 ? (
        <p>Отзывов пока нет.</p>
      ) : (
        <PagedList
          grid={grid}
          page={current}
          hrefOf={(n) => pageHref(path, n)}
          fetchPage={(n) => client.fetchQuery(reviewsGridQuery(api, n))}
          keyOf={(review) => review.id}
          render={(review) => <ReviewCard review={review} />}
          label="Страницы отзывов"
          className="card-grid card-grid--wide"
        />
      )}
      <ReviewFormSection referrer={referrer} institution={institution} />
    </ContentPage>
  );
}
