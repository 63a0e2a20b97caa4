import type { Handler, Hono, MiddlewareHandler } from "hono";
import type { RouteContract } from "../../adapters/http/contract/route-contract";
import type { AppEnv } from "./app-env";

/** Where the API lives on the site (the same router also answers under /api-dev/). */
export const API_BASE = "/api";

/** The router path of a contract route: the API base dropped, OpenAPI templates made parameters (`{id}` → `:id`). */
export const routerPath = (route: RouteContract): string => {
  if (!route.path.startsWith(`${API_BASE}/`)) throw new Error(`${route.method} ${route.path} is outside ${API_BASE}`);
  return route.path.slice(API_BASE.length).replace(/\{(\w+)\}/g, ":$1");
};

/** The contract entries mounted in this process, so a test can tell a route mounted from its entry. */
const MOUNTED = new WeakSet<RouteContract>();

export const mountedFromContract = (route: RouteContract): boolean => MOUNTED.has(route);

export type RouteHandler = MiddlewareHandler<AppEnv> | Handler<AppEnv>;

/**
 * Mounts an API route from its contract entry (adapters/http/contract, docs/adr/035-one-contract-on-the-server.md):
 * the method and path come from the entry that also holds its schemas and its place in /api/openapi.json, so no
 * API route exists without them. The handlers read the request with the entry's schemas.
 */
export function mountRoute<A extends Hono<AppEnv>>(app: A, route: RouteContract, ...handlers: RouteHandler[]): A {
  const [first, ...rest] = handlers;
  if (first === undefined) throw new Error(`${route.method} ${route.path} has no handler`);
  app.on(route.method.toUpperCase(), routerPath(route), first, ...rest);
  MOUNTED.add(route);
  return app;
}
