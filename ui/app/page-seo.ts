import type { MetaDescriptor } from "react-router";
import type { Seo } from "../../core/domain/catalogue/seo";
import { absoluteUrl } from "../../core/domain/breadcrumbs/absolute-url";

export const SITE_NAME = "Шуюань";

/** Title, description, Open Graph tags and the canonical link of a page from its SEO block. */
export function seoMeta(seo: Seo | null, fallbackTitle: string, origin: string, path: string): MetaDescriptor[] {
  const title = seo?.title || fallbackTitle;
  const description = seo?.description ?? "";
  const canonical = absoluteUrl(origin, seo?.canonical || path);
  const tags: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: title },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "ru_RU" },
    { property: "og:url", content: canonical },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
  if (description)
    tags.push({ name: "description", content: description }, { property: "og:description", content: description });
  if (seo?.keywords) tags.push({ name: "keywords", content: seo.keywords });
  return tags;
}
