const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A link made absolute against an origin ("https://example.ru"); links that already have a scheme stay as they are. */
export const absoluteUrl = (origin: string, href: string): string => {
  if (HAS_SCHEME.test(href)) return href;
  const base = origin.replace(/\/+$/, "");
  return href.startsWith("/") ? `${base}${href}` : `${base}/${href}`;
};
