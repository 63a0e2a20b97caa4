/**
 * Which navigation entry the page at `pathname` belongs to: the entry whose href is the longest prefix of the path
 * (hrefs end with a slash, so a prefix is always whole segments). Home ("/") is never a section. Null when none.
 */
export const currentSectionIndex = (pathname: string, hrefs: readonly string[]): number | null => {
  let found: number | null = null;
  hrefs.forEach((href, index) => {
    if (href === "/" || !href.endsWith("/") || !pathname.startsWith(href)) return;
    if (found === null || href.length > (hrefs[found]?.length ?? 0)) found = index;
  });
  return found;
};
