import { absoluteUrl } from "../breadcrumbs/absolute-url";
import { SITEMAP_NAMESPACE, XML_DECLARATION } from "./urlset-xml";
import { xmlText } from "./xml-text";

/** A sitemap index (<sitemapindex>): one absolute, escaped <loc> per sitemap file path, in the given order. */
export const sitemapIndexXml = (origin: string, filePaths: readonly string[]): string =>
  [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...filePaths.map((path) => `<sitemap><loc>${xmlText(absoluteUrl(origin, path))}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
