/** An institution's own site as a link: the address and the host to show ("cugb.edu.cn"). */
export type SiteLink = { readonly href: string; readonly host: string };

const SITE = /^https?:\/\/([A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)(?::\d{1,5})?(?:[/?#][^\s"'<>\\]*)?$/;

/**
 * The site of an institution when it is an absolute http(s) address with a plain host (no credentials, no spaces,
 * no other scheme such as javascript:); null otherwise, and then no link is shown.
 */
export const siteLink = (site: string | null): SiteLink | null => {
  const text = site?.trim() ?? "";
  const host = SITE.exec(text)?.[1];
  return host === undefined ? null : { href: text, host: host.toLowerCase().replace(/^www\./, "") };
};
