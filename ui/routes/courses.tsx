import { useQueryClient } from "@tanstack/react-query";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { useApi } from "../app/services";
import { coursesGridQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { ContentPage } from "../features/content/components/content-page";
import { CourseCard } from "../features/content/components/course-card";
import { PagedList } from "../features/content/components/paged-list";
import { teaserGrid } from "../features/content/teasers";
import { ensurePageExists, pageHref, pageParam } from "../features/content/route-guards";
import type { Route } from "./+types/courses";

/** /courses/: page data and every course, a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  const current = pageParam(args.url);
  const [{ path, page }, grid] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [coursesGridQuery(api, current)] as const).then((r) => r.data[0]),
  ]);
  ensurePageExists(current, grid.last_page);
  return { path, page, current, grid: teaserGrid(grid) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, "Курсы");

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { page, path, current, grid } = loaderData;
  const api = useApi();
  const client = useQueryClient();
  const heading = page.seo?.h1 || "Курсы";
  return (
    <ContentPage crumbs={[{ name: heading, to: path }]} heading={heading} intro={page.description}>
      <PagedList
        grid={grid}
        page={current}
        hrefOf={(n) => pageHref(path, n)}
        fetchPage={(n) => client.fetchQuery(coursesGridQuery(api, n))}
        keyOf={(course) => course.id}
        render={(course) => <CourseCard course={course} headingLevel={2} />}
        label="Страницы курсов"
      />
    </ContentPage>
  );
}
