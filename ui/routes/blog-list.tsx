import { useQueryClient } from "@tanstack/react-query";
import { Link, type ShouldRevalidateFunction } from "react-router";
import { blogCategoriesOf } from "../../core/domain/content/blog-categories";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { useApi } from "../app/services";
import { blogCategoryScanQuery, blogPostsGridQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { BlogPostCard, blogCategoryHref } from "../features/content/components/blog-post-card";
import { ContentPage } from "../features/content/components/content-page";
import { PagedList } from "../features/content/components/paged-list";
import { teaserGrid } from "../features/content/teasers";
import { ensurePageExists, notFound, pageHref, pageParam, screenParams } from "../features/content/route-guards";
import { loadDeferredIslands } from "../components/deferred-island-registry";
import { SubscribeSection } from "../features/subscribe-form/subscribe-island";
import { subscribePageAction } from "../features/subscribe-form/subscribe-page.action";
import type { Route } from "./+types/blog-list";
// The subscription is an island (ADR 050): the route links its stylesheets, so the server's HTML has them.
import "../features/request-form/request-form.css";
import "../features/subscribe-form/subscribe-form.css";

const BLOG = "Блог";

/**
 * /blog/{category?}/: page data, the category menu and the posts (of the category), a page at a time. A category
 * with no posts is unknown: 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { category = null } = screenParams(args.url, "blog-list");
  const current = pageParam(args.url);
  const [{ path, page }, { data }] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [blogPostsGridQuery(api, current, category), blogCategoryScanQuery(api)] as const),
    loadDeferredIslands(),
  ]);
  const [grid, scan] = data;
  const categories = blogCategoriesOf(scan.data);
  const active = category === null ? null : (grid.data[0]?.category ?? categories.find((c) => c.slug === category));
  if (category !== null && (active === undefined || grid.total === 0)) return notFound();
  ensurePageExists(current, grid.last_page);
  const referrer = args.request.headers.get("referer") ?? "";
  return { path, page, category: active ?? null, categories, current, grid: teaserGrid(grid), referrer };
}

/** A client navigation to the blog loads the subscription's code beside the data, so it renders at once (ADR 050). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadDeferredIslands()]);
  return loaded;
}

/** The news subscription (spec 7 subscribe-to-news-form): the page's own form and the footer's (ADR 067). */
export const action = (args: Route.ActionArgs) => subscribePageAction(args);

/** A subscription changes nothing the list shows (the form shows its outcome). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => {
  const category = args.loaderData?.category;
  return pageMeta(args, args.loaderData?.page.seo, category ? `${category.title} — ${BLOG}` : BLOG);
};

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { page, path, category, categories, current, grid, referrer } = loaderData;
  const api = useApi();
  const client = useQueryClient();
  const blog = blogCategoryHref(null);
  const heading = page.seo?.h1 || category?.title || BLOG;
  const crumbs =
    category === null
      ? [{ name: BLOG, to: blog }]
      : [
          { name: BLOG, to: blog },
          { name: category.title, to: path },
        ];
  return (
    <ContentPage crumbs={crumbs} heading={heading} intro={page.description}>
      {categories.length === 0 ? null : (
        <nav className="chips" aria-label="Рубрики блога">
          <ul>
            <li>
              <Link to={blog} aria-current={category === null ? "page" : undefined}>
                Все статьи
              </Link>
            </li>
            {categories.map((item) => (
              <li key={item.slug}>
                <Link to={blogCategoryHref(item.slug)} aria-current={item.slug === category?.slug ? "page" : undefined}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {grid.total === 0 ? (
        <p>Статей пока нет.</p>
      ) : (
        <PagedList
          grid={grid}
          page={current}
          hrefOf={(n) => pageHref(path, n)}
          fetchPage={(n) => client.fetchQuery(blogPostsGridQuery(api, n, category?.slug ?? null))}
          keyOf={(post) => post.id}
          render={(post) => <BlogPostCard post={post} />}
          label="Страницы блога"
        />
      )}
      <SubscribeSection referrer={referrer} />
    </ContentPage>
  );
}
