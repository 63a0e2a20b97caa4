import type { RouteContract } from "../contract/route-contract";
import type { ApiClientConfig } from "./api-client-config";
import { type QueryParams, toQueryString } from "./query-string";

export type PathParams = Readonly<Record<string, string | number>>;

const API_PREFIX = "/api/";
const DEV_PREFIX = "/api-dev/";

/** The route's path with its `{name}` templates filled (each value percent-encoded); null when one is missing. */
export const fillPath = (template: string, params: PathParams): string | null => {
  let missing = false;
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") {
      missing = true;
      return "";
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : path;
};

/** Spec 7: with the development switch on, the /api/ prefix becomes /api-dev/. */
export const devPath = (path: string, devApi: boolean): string =>
  devApi && path.startsWith(API_PREFIX) ? `${DEV_PREFIX}${path.slice(API_PREFIX.length)}` : path;

const origin = (base: string): string => base.replace(/\/+$/, "");

/**
 * The address of a call: the site's API base (or the teachers host, absolute and never rewritten), the filled
 * path, the dev rewrite and the query string. Null when a path parameter is missing.
 */
export const requestUrl = (
  config: Pick<ApiClientConfig, "baseUrl" | "teachersHost" | "devApi">,
  route: Pick<RouteContract, "path" | "host">,
  params: PathParams,
  query: QueryParams,
): string | null => {
  const path = fillPath(route.path, params);
  if (path === null) return null;
  const external = route.host === "teachers";
  const base = external ? config.teachersHost : config.baseUrl;
  return `${origin(base)}${external ? path : devPath(path, config.devApi ?? false)}${toQueryString(query)}`;
};
