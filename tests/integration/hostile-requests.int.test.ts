import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { API_ROUTES } from "../../adapters/http/contract/api-routes.contract";
import type { RouteContract } from "../../adapters/http/contract/route-contract";
import { schemaFieldNames } from "../support/schema-field-names";
import { openReadApi, READ_TOKENS, type ReadApiHarness } from "./read-api.harness";

/**
 * Values someone can type into a URL or a form that the database cannot take as they are: ids past its
 * `integer` range, the NUL character (ADR 030), and numbers JSON or JavaScript read oddly. Every route of the
 * contract gets each of them in each field; none may answer 5xx.
 */
const HOSTILE_TEXT = ["2147483648", "99999999999", "99999999999999999999", "a\u0000b", "\u0000", "-1", "1e400", "0x10"];
const HOSTILE_JSON: readonly unknown[] = [...HOSTILE_TEXT, 2_147_483_648, 99_999_999_999, -1, 1e308, 0.5];

/** Calls that end the harness's session go last, so the others run signed in. */
const SESSION_ENDING = new Set(["refresh", "logout", "logoutForce"]);

const routes = Object.entries(API_ROUTES as Record<string, RouteContract>)
  .filter(([, route]) => route.host === undefined)
  .sort(([a], [b]) => Number(SESSION_ENDING.has(a)) - Number(SESSION_ENDING.has(b)));

const pathWith = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? "1"));

type Probe = { readonly path: string; readonly body?: Readonly<Record<string, unknown>> };

/** One probe per hostile value with every field set to it, and one per field with only that field set. */
const probesOf = (route: RouteContract): readonly Probe[] => {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? "");
  const query = schemaFieldNames(route.request.query as z.ZodType | undefined);
  const body = schemaFieldNames(route.request.body);
  const hostile = route.method === "get" ? HOSTILE_TEXT : HOSTILE_JSON;
  return hostile.flatMap((value) => {
    const text = String(value);
    const urlOf = (paramNames: readonly string[], queryNames: readonly string[]) => {
      const search = new URLSearchParams(queryNames.map((name) => [name, text]));
      const path = pathWith(route.path, Object.fromEntries(paramNames.map((name) => [name, text])));
      return search.size > 0 ? `${path}?${search}` : path;
    };
    const bodyOf = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, value]));
    const all: Probe = { path: urlOf(params, query), body: bodyOf(body) };
    const single = [
      ...params.map((name) => ({ path: urlOf([name], []), body: {} })),
      ...query.map((name) => ({ path: urlOf([], [name]), body: {} })),
      ...body.map((name) => ({ path: urlOf([], []), body: bodyOf([name]) })),
    ];
    return [all, ...single];
  });
};

let api: ReadApiHarness;
beforeAll(async () => {
  api = await openReadApi();
});
afterAll(() => api.handle.close());

describe("requests a user can type never reach a 5xx", () => {
  it("has every route of the contract to probe", () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it.each(routes)("%s", async (_operation, route) => {
    const failures: string[] = [];
    for (const probe of probesOf(route)) {
      const response = await api.app.request(probe.path, {
        method: route.method.toUpperCase(),
        headers: {
          Authorization: `Bearer ${READ_TOKENS.viewer}`,
          ...(route.method === "get" ? {} : { "Content-Type": "application/json" }),
        },
        ...(route.method === "get" ? {} : { body: JSON.stringify(probe.body ?? {}) }),
      });
      if (response.status >= 500) failures.push(`${response.status} ${probe.path} ${JSON.stringify(probe.body)}`);
      await response.body?.cancel();
    }
    expect(failures).toEqual([]);
  });
});
