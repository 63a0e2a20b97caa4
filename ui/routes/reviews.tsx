import { useQueryClient } from "@tanstack/react-query";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { useApi } from "../app/services";
import { reviewsGridQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { ContentPage } from "../features/content/components/content-page";
import { PagedList } from "../features/content/components/paged-list";
import { ReviewCard } from "../features/content/components/review-card";
import { ensurePageExists, pageHref, pageParam } from "../features/content/route-guards";
import type { Route } from "./+types/reviews";

/** /reviews/: page data and the clients' reviews, newest first, a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  const current = pageParam(args.url);
  const [{ path, page }, grid] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [reviewsGridQuery(api, current)] as const).then((r) => r.data[0]),
  ]);
  ensurePageExists(current, grid.last_page);
  return { path, page, current, grid };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, "Отзывы");

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { page, path, current, grid } = loaderData;
  const api = useApi();
  const client = useQueryClient();
  const heading = page.seo?.h1 || "Отзывы";
  return (
    <ContentPage crumbs={[{ name: heading, to: path }]} heading={heading} intro={page.description}>
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
    </ContentPage>
  );
}
