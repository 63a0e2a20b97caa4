import { readUtm } from "./read-utm";
import { referrerSource } from "./referrer-source";
import type { Utm } from "./utm";

export type AttributionSources = {
  /** The full address of the current page. */
  readonly pageUrl: string;
  /** `document.referrer`; empty or missing for direct visits. */
  readonly referrer?: string | null;
};

/**
 * Utm values of the page address win. Only when utm_source is absent does the referrer supply utm_source,
 * and utm_medium unless the address already carries one.
 */
export const resolveUtm = ({ pageUrl, referrer }: AttributionSources): Utm => {
  const fromAddress = readUtm(pageUrl);
  if (fromAddress.utm_source !== undefined) return fromAddress;
  return { ...referrerSource(referrer, pageUrl), ...fromAddress };
};
