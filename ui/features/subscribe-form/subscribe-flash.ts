/** The query entry a page is opened with after the footer's subscription went through (the flash of its outcome). */
export const SUBSCRIBED_FLASH = "podpiska";

/** The footer's subscription block: the way back lands on it. */
export const FOOTER_SUBSCRIBE_ANCHOR = "podpiska-footer";

/**
 * Where a subscription sent from the footer without JavaScript goes back to: the page it was sent from (the post's
 * Referer), when it is a page of this site (`origin`), with the flash and the footer's anchor. Another site's page,
 * or none, gives null: the outcome then stays on the blog. The answer is always a path of this site.
 */
export const subscribedReturn = (referer: string | null, origin: string): string | null => {
  if (referer === null || !URL.canParse(referer)) return null;
  const page = new URL(referer);
  if (page.origin !== origin) return null;
  page.searchParams.set(SUBSCRIBED_FLASH, "1");
  // A path that starts with two slashes would be read as another host's address: one slash is the same page.
  return `${page.pathname.replace(/^\/+/, "/")}${page.search}#${FOOTER_SUBSCRIBE_ANCHOR}`;
};
