import { absoluteUrl } from "../breadcrumbs/absolute-url";
import { uploadedImageUrl } from "../image/uploaded-image-url";
import type { BlogPost } from "./blog-post";
import type { PublishedAt } from "./course-json-ld";

/**
 * schema.org BlogPosting structured data of a blog post page: headline, description, publication date, category,
 * cover, author (the staff expert, else the site), the site as publisher and the view count.
 */
export const blogPostingJsonLd = (post: BlogPost, at: PublishedAt) => {
  const url = absoluteUrl(at.origin, at.path);
  const site = { "@type": "Organization", name: at.siteName, url: absoluteUrl(at.origin, "/") } as const;
  const image = uploadedImageUrl(post.cover);
  const description = post.seo?.description || post.excerpt || undefined;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    ...(description ? { description } : {}),
    datePublished: post.published_at,
    articleSection: post.category.title,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(image === null ? {} : { image: absoluteUrl(at.origin, image) }),
    author:
      post.author === null
        ? site
        : {
            "@type": "Person",
            name: post.author.name,
            ...(post.author.position ? { jobTitle: post.author.position } : {}),
          },
    publisher: site,
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: "https://schema.org/ReadAction",
      userInteractionCount: post.views,
    },
  } as const;
};
