/** One entry of a pager: a page number, or a gap standing for two or more skipped pages. */
export type PageLink =
  { readonly _tag: "Page"; readonly page: number; readonly current: boolean } | { readonly _tag: "Gap" };

/**
 * The pager of a list on page `current` of `last`: the first and last pages, the current one and `radius` pages
 * either side. A single skipped page is shown as a number rather than a gap, so a gap always hides at least two.
 * `current` is clamped into 1..last; a list always has at least page 1.
 */
export const pageLinks = (current: number, last: number, radius = 1): readonly PageLink[] => {
  const total = Math.max(1, Math.floor(last));
  const here = Math.min(Math.max(1, Math.floor(current)), total);
  const shown = new Set([1, total]);
  for (let page = here - radius; page <= here + radius; page += 1) if (page >= 1 && page <= total) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) links.push(pageLink(previous + 1, here));
    else if (previous !== undefined && page - previous > 2) links.push({ _tag: "Gap" });
    links.push(pageLink(page, here));
  });
  return links;
};

const pageLink = (page: number, here: number): PageLink => ({ _tag: "Page", page, current: page === here });
