import { API_ROUTES } from "../../adapters/http/contract/api-routes.contract";
import type { RouteContract } from "../../adapters/http/contract/route-contract";
import { MILESTONE_STEPS } from "../../core/domain/timeline/milestone-step";

// The hostile JSON bodies of ADR 072, shared by server/http/hostile-bodies.int.test.ts (the composed app in-process)
// and scripts/faults/70-deep-json-surrogates.fault.ts (the built server over HTTP).

/** Every route of the API that writes (any method but GET), with its operation id. */
export const apiWriteRoutes: readonly { operationId: string; route: RouteContract }[] = Object.entries(
  API_ROUTES as Record<string, RouteContract>,
)
  .filter(([, route]) => route.method !== "get")
  .map(([operationId, route]) => ({ operationId, route }));

/** A route's path with every parameter filled in (a known provider and milestone step, else 1). */
export const hostilePathOf = (route: RouteContract): string =>
  route.path
    .replace("{provider}", "google")
    .replace("{step}", MILESTONE_STEPS[0])
    .replace(/\{\w+\}/g, "1");

/** The field names of a route's JSON body, from its contract (an object schema's shape), or one made-up field. */
export const bodyFieldsOf = (route: RouteContract): string[] => {
  const shape = (route.request.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  const keys = shape === undefined ? [] : Object.keys(shape);
  return keys.length > 0 ? keys : ["text"];
};

/** `{"<field>": [[[...]]]}` nested `depth` deep, compact: 2 bytes a level. */
export const deepJsonBody = (field: string, depth: number): string =>
  `{"${field}":${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}}`;

/** Every field set to a text with a lone UTF-16 surrogate in it. */
export const loneSurrogateBody = (fields: readonly string[]): string =>
  JSON.stringify(Object.fromEntries(fields.map((field) => [field, "ok\ud800?"])));
