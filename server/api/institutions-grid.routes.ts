import { Hono } from "hono";
import { type ListInstitutionsDeps, listInstitutions } from "../../core/application/listing/list-institutions";
import { validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { parseGridQuery } from "./institutions-grid.query";

export type InstitutionsGridDeps = ListInstitutionsDeps;

/**
 * GET /ru/v1/institutions/grid: one page of institutions with facets and the location menu (spec 3, spec 7).
 * Malformed query values answer 422 with a Russian message per field; anything well-formed answers 200, an
 * empty page included. The answer changes with every vote and view, so it is never cached.
 */
export function institutionsGridRoutes(deps: InstitutionsGridDeps) {
  return new Hono<AppEnv>().get("/ru/v1/institutions/grid", async (c) => {
    const parsed = parseGridQuery(c.req.queries());
    if (!parsed.ok) return validationFailed(c, parsed.errors);
    return c.json(await listInstitutions(deps, parsed.value), 200, { "Cache-Control": "no-store" });
  });
}
