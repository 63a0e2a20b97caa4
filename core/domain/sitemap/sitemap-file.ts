/** One file of a split sitemap: the fixed public pages, or one page of the catalogue's entries (from 1). */
export type SitemapFile = { readonly _tag: "Pages" } | { readonly _tag: "Catalogue"; readonly page: number };

const PAGES_NAME = "pages.xml";
const CATALOGUE_NAME = /^([1-9]\d{0,5})\.xml$/;

/** The site path of a sitemap file: /sitemap/pages.xml, /sitemap/1.xml, /sitemap/2.xml... */
export const sitemapFilePath = (file: SitemapFile): string =>
  `/sitemap/${file._tag === "Pages" ? PAGES_NAME : `${file.page}.xml`}`;

/** The file a name under /sitemap/ stands for ("pages.xml", "3.xml"); null for any other name. */
export const sitemapFileOf = (name: string): SitemapFile | null => {
  if (name === PAGES_NAME) return { _tag: "Pages" };
  const page = CATALOGUE_NAME.exec(name)?.[1];
  return page === undefined ? null : { _tag: "Catalogue", page: Number(page) };
};
