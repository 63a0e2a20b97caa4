import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../adapters/http/contract/api-routes.contract";
import type { RouteContract } from "../../adapters/http/contract/route-contract";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { openTestDatabase } from "../../tests/integration/test-database";
import { readConfig } from "../config";
import { createServerContainer } from "../container";
import { TOKENS } from "../di/tokens";
import { mountedFromContract } from "./contract-route";
import type { SsrHandler } from "../ssr-handler";

const ssr: SsrHandler = async () =>
  new Response("<!DOCTYPE html><p>Шуюань</p>", { headers: { "content-type": "text/html" } });

let handle: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = createServerContainer({ config: readConfig({}), version: "test", db: handle.db, ssr }).get(TOKENS.App);
});
afterAll(() => handle.close());

/** A route as `method path` in the OpenAPI spelling (`/api/ru/v1/institutions/{id}`). */
const key = (method: string, path: string): string => `${method.toLowerCase()} ${path.replace(/:(\w+)/g, "{$1}")}`;

/** The API routes the composed server answers: handlers, not middleware (`use` registers method ALL). */
const mountedApiRoutes = (): string[] => [
  ...new Set(
    app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
      .map((route) => key(route.method, route.path)),
  ),
];

const registry = Object.entries(API_ROUTES).map(([operationId, route]: [string, RouteContract]) => ({
  operationId,
  key: key(route.method, route.path),
  route,
}));

describe("the route registry and the composed server", () => {
  it("mounts API routes, and every one of them has a registry entry with its schemas", () => {
    const mounted = mountedApiRoutes();
    expect(mounted.length).toBeGreaterThan(40);
    const declared = new Map(registry.map((entry) => [entry.key, entry.route]));
    expect(mounted.filter((route) => !declared.has(route))).toEqual([]);
    for (const route of mounted) {
      const entry = declared.get(route);
      // Mounted through the entry itself (mountRoute), which holds the schemas the handlers read with.
      expect(entry !== undefined && mountedFromContract(entry), route).toBe(true);
      expect(entry === undefined ? [] : Object.keys(entry.responses), route).not.toEqual([]);
      if (route.includes("{")) expect(entry?.request.params, route).toBeDefined();
    }
  });

  it("leaves no registry entry unmounted", () => {
    const mounted = new Set(mountedApiRoutes());
    expect(registry.filter((entry) => !mounted.has(entry.key)).map((entry) => entry.operationId)).toEqual([]);
  });

  it("shows every mounted route, with its method, in the document served at /api/openapi.json", async () => {
    const response = await app.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => key(method, path)),
      ),
    );
    expect(mountedApiRoutes().filter((route) => !documented.has(route))).toEqual([]);
  });

  it("answers under /api-dev/ the same routes as under /api/", () => {
    const dev = app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api-dev/"))
      .map((route) => key(route.method, route.path.replace(/^\/api-dev\//, "/api/")));
    expect(new Set(dev)).toEqual(new Set(mountedApiRoutes()));
  });
});
