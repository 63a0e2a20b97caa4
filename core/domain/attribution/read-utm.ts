import { readQueryParams } from "./query-params";
import { UTM_KEYS, type Utm, type UtmKey } from "./utm";

/** The utm parameters written in a page address; empty values are ignored. */
export const readUtm = (pageUrl: string): Utm => {
  const params = readQueryParams(pageUrl);
  const utm: { [K in UtmKey]?: string } = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value !== undefined) utm[key] = value;
  }
  return utm;
};
