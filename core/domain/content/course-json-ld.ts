import { absoluteUrl } from "../breadcrumbs/absolute-url";
import { uploadedImageUrl } from "../image/uploaded-image-url";
import { priceBound } from "../price/price-bound";
import type { Course } from "./course";

/** Where a page is published: the site's origin and name, and the page's own path. */
export type PublishedAt = { readonly origin: string; readonly siteName: string; readonly path: string };

/**
 * schema.org Course structured data of a course page: name, description (SEO description, else the excerpt),
 * the page URL, the cover, the site as provider and, when the price is known, an offer in roubles.
 */
export const courseJsonLd = (course: Course, at: PublishedAt) => {
  const url = absoluteUrl(at.origin, at.path);
  const image = uploadedImageUrl(course.cover);
  const price = priceBound(course.price);
  const description = course.seo?.description || course.excerpt || undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    ...(description ? { description } : {}),
    url,
    ...(image === null ? {} : { image: absoluteUrl(at.origin, image) }),
    provider: { "@type": "Organization", name: at.siteName, url: absoluteUrl(at.origin, "/") },
    ...(price === null
      ? {}
      : { offers: { "@type": "Offer", price, priceCurrency: "RUB", category: price === 0 ? "Free" : "Paid", url } }),
  } as const;
};
