import type { ShouldRevalidateFunction } from "react-router";
import { waveDateText } from "../../core/domain/admission/wave-date-text";
import { blogPostingJsonLd } from "../../core/domain/content/blog-posting-json-ld";
import { requestApiContext, requestQueryClientContext } from "../app/request-context";
import { SITE_NAME } from "../app/page-seo";
import { pageMeta } from "../app/route-meta";
import { HtmlContent } from "../components/html-content";
import { JsonLd } from "../components/json-ld";
import { blogPostQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { useSiteSettings } from "../data/use-main-data";
import { blogCategoryHref } from "../features/content/components/blog-post-card";
import { ContentPage } from "../features/content/components/content-page";
import { UploadImage } from "../features/content/components/upload-image";
import { countText } from "../../core/domain/text/count-text";
import { VIEW_FORMS } from "../../core/domain/text/counted-nouns";
import { notFound, screenParams } from "../features/content/route-guards";
import { countsAsView } from "../features/content/view-count";
import { loadDeferredIslands } from "../components/deferred-island-registry";
import { BlogCommentsSection } from "../features/comments/blog-comments-island";
import { loadPageComments } from "../features/comments/load-comments-block";
import { SubscribeSection } from "../features/subscribe-form/subscribe-island";
import { subscribePageAction } from "../features/subscribe-form/subscribe-page.action";
import type { Route } from "./+types/blog-post";
import "../features/comments/comments.css";
// The subscription is an island (ADR 050): the route links its stylesheets, so the server's HTML has them.
import "../features/request-form/request-form.css";
import "../features/subscribe-form/subscribe-form.css";

/** The post's own SEO block makes the page's meta: no page data is loaded for it. */
export const handle = { fetchPageData: false };

/**
 * /blog/{category}/{slug}/: the post, 404 when the API has none by that slug or when it belongs to another category.
 * A reader's request (not a bot's, not a prefetch) counts one view (GET /blog/posts/{id}/view) once the post is
 * known to be this page's, and the page shows the count with that view.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const { category, slug } = screenParams(url, "blog-post");
  const {
    data: [post],
  } = await prefetch(context, (api) => [blogPostQuery(api, slug)] as const);
  if (post === null || post.slug !== slug || post.category.slug !== category) return notFound();
  // The comment block's island is rendered on the server without suspending (ADR 050, 060).
  const [comments] = await Promise.all([
    loadPageComments({ context, url }, { relation_id: post.id, relation_type: "blog_post" }, false),
    loadDeferredIslands(),
  ]);
  const referrer = request.headers.get("referer") ?? "";
  if (!countsAsView(request)) return { path: url.pathname, post, comments, referrer };
  const api = context.get(requestApiContext);
  const viewed = await api.catalogue.viewBlogPost(post.id);
  if (viewed !== null) context.get(requestQueryClientContext).setQueryData(blogPostQuery(api, slug).queryKey, viewed);
  return { path: url.pathname, post: viewed ?? post, comments, referrer };
}

/** A navigation to a post loads the comment block's chunk beside the data, so the page renders without waiting. */
const loadIslands: Route.ClientMiddlewareFunction = async (_, next) => {
  const [results] = await Promise.all([next(), loadDeferredIslands()]);
  return results;
};

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [loadIslands];

/** The news subscription (spec 7 subscribe-to-news-form): the page's own form and the footer's (ADR 067). */
export const action = (args: Route.ActionArgs) => subscribePageAction(args);

/** Every reader's load counts a view, so no shared cache may answer for the loader (docs/adr/029-page-cache.md). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private" });

/** Only another post reloads the page's data: a form sent or a query added on the same post counts no new view. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.post.seo, args.loaderData?.post.title ?? "Блог");

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, path, comments, referrer } = loaderData;
  const origin = useSiteSettings()?.origin ?? "";
  const heading = post.seo?.h1 || post.title;
  return (
    <ContentPage
      crumbs={[
        { name: "Блог", to: blogCategoryHref(null) },
        { name: post.category.title, to: blogCategoryHref(post.category.slug) },
        { name: post.title, to: path },
      ]}
      heading={heading}
    >
      <JsonLd data={blogPostingJsonLd(post, { origin, siteName: SITE_NAME, path })} />
      <article className="article">
        <p className="card__meta">
          <time dateTime={post.published_at}>{waveDateText(post.published_at)}</time>
          <span>{countText(post.views, VIEW_FORMS)}</span>
        </p>
        <UploadImage
          className="article__cover"
          image={post.cover}
          alt=""
          width={960}
          height={540}
          sizes="(min-width: 1024px) 960px, 100vw"
          ratio="16:9"
          priority
        />
        {post.excerpt ? <p className="lead">{post.excerpt}</p> : null}
        <HtmlContent html={post.content} />
        {post.author === null ? null : (
          <footer className="article__author">
            <UploadImage
              className="avatar"
              image={post.author.photo}
              alt=""
              width={56}
              height={56}
              sizes="56px"
              ratio="1:1"
            />
            <p>
              <span>Автор: {post.author.name}</span>
              {post.author.position ? <span className="card__meta">{post.author.position}</span> : null}
            </p>
          </footer>
        )}
      </article>
      <BlogCommentsSection data={comments} />
      <SubscribeSection referrer={referrer} />
    </ContentPage>
  );
}
