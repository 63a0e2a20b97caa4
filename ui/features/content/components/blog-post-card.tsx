import { AppLink } from "../../../components/app-link";
import { waveDateText } from "../../../../core/domain/admission/wave-date-text";
import type { BlogPost } from "../../../../core/domain/content/blog-post";
import { hrefFor } from "../../../../core/domain/route/href-for";
import { countText } from "../../../../core/domain/text/count-text";
import { VIEW_FORMS } from "../../../../core/domain/text/counted-nouns";
import type { Teaser } from "../teasers";
import { UploadImage } from "./upload-image";

export const blogPostHref = (post: Teaser<BlogPost>): string =>
  hrefFor({ screen: "blog-post", params: { category: post.category.slug, slug: post.slug } });

export const blogCategoryHref = (slug: string | null): string =>
  hrefFor({ screen: "blog-list", params: slug === null ? {} : { category: slug } });

/** A post in the blog grid: cover, category, title linking to the post, teaser, date and views. */
export function BlogPostCard({ post }: { post: Teaser<BlogPost> }) {
  return (
    <article className="card">
      <UploadImage className="card__image" image={post.cover} alt="" width={380} height={214} ratio="16:9" />
      <p className="card__kicker">
        <AppLink to={blogCategoryHref(post.category.slug)}>{post.category.title}</AppLink>
      </p>
      <h2 className="card__title">
        <AppLink to={blogPostHref(post)}>{post.title}</AppLink>
      </h2>
      {post.excerpt ? <p className="card__text">{post.excerpt}</p> : null}
      <p className="card__meta">
        <time dateTime={post.published_at}>{waveDateText(post.published_at)}</time>
        <span>{countText(post.views, VIEW_FORMS)}</span>
      </p>
    </article>
  );
}
