import { useQueryClient } from "@tanstack/react-query";
import type { ShouldRevalidateFunction } from "react-router";
import { reviewsJsonLd } from "../../core/domain/content/reviews-json-ld";
import { loadPage } from "../app/load-page";
import { SITE_NAME } from "../app/page-seo";
import { pageMeta } from "../app/route-meta";
import { useApi } from "../app/services";
import { JsonLd } from "../components/json-ld";
import { reviewsGridQuery, reviewsRatingQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { useSiteSettings } from "../data/use-main-data";
import { ContentPage } from "../features/content/components/content-page";
import { PagedList } from "../features/content/components/paged-list";
import { ReviewCard } from "../features/content/components/review-card";
import { ensurePageExists, pageHref, pageParam } from "../features/content/route-guards";
import { ReviewForm } from "../features/review-form/review-form";
import { reviewFormAction } from "../features/review-form/review-form.action";
import { REVIEW_FORM_TEXTS } from "../features/review-form/review-form-texts";
import type { Route } from "./+types/reviews";

/** The section of the review form; a post without JavaScript comes back scrolled to it. */
const FORM_ANCHOR = "ostavit-otzyv";
const FORM_HEADING = `${FORM_ANCHOR}-title`;

/** /reviews/: page data, the clients' reviews (newest first, a page at a time) and the rating of all of them. */
export async function loader(args: Route.LoaderArgs) {
  const current = pageParam(args.url);
  const [{ path, page }, [grid, rating]] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [reviewsGridQuery(api, current), reviewsRatingQuery(api)] as const).then(
      (r) => r.data,
    ),
  ]);
  ensurePageExists(current, grid.last_page);
  return { path, page, current, grid, rating, referrer: args.request.headers.get("referer") ?? "" };
}

/** The leave-review form (spec 7 leave-review-form), posted with or without JavaScript. */
export const action = (args: Route.ActionArgs) => reviewFormAction(args);

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
  const { page, path, current, grid, rating, referrer } = loaderData;
  const api = useApi();
  const client = useQueryClient();
  const origin = useSiteSettings()?.origin ?? "";
  const heading = page.seo?.h1 || "Отзывы";
  return (
    <ContentPage crumbs={[{ name: heading, to: path }]} heading={heading} intro={page.description}>
      <JsonLd data={reviewsJsonLd({ origin, name: SITE_NAME }, grid.data, rating)} />
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
      <section className="content-section" id={FORM_ANCHOR} aria-labelledby={FORM_HEADING}>
        <h2 id={FORM_HEADING}>{REVIEW_FORM_TEXTS.title}</h2>
        <p className="content-page__intro">{REVIEW_FORM_TEXTS.lead}</p>
        <ReviewForm referrer={referrer} labelledBy={FORM_HEADING} anchor={FORM_ANCHOR} />
      </section>
    </ContentPage>
  );
}
