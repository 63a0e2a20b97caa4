import { addressHost } from "./address-host";
import { KNOWN_REFERRERS } from "./known-referrers";

export type ReferrerMedium = "search" | "social" | "referral" | "(none)";

export type ReferrerSource = { readonly utm_source: string; readonly utm_medium: ReferrerMedium };

/** No referrer, an unreadable one, or the site itself: a direct visit (the common "(direct)" / "(none)" pair). */
export const DIRECT_SOURCE: ReferrerSource = { utm_source: "(direct)", utm_medium: "(none)" };

/**
 * Maps the document referrer to utm_source and utm_medium; total over all inputs.
 * Known search engines give "search", vk and ok give "social", any other site gives its host with "referral".
 */
export const referrerSource = (referrer: string | null | undefined, pageUrl: string): ReferrerSource => {
  const host = addressHost(referrer);
  if (host === null || host === addressHost(pageUrl)) return DIRECT_SOURCE;
  const known = KNOWN_REFERRERS.find((candidate) => candidate.host.test(host));
  return known === undefined
    ? { utm_source: host, utm_medium: "referral" }
    : { utm_source: known.source, utm_medium: known.medium };
};
