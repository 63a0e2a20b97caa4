import { Hono } from "hono";
import { CATALOGUE_ROUTES } from "../../adapters/http/contract/catalogue.contract";
import { type ListInstitutionsDeps, listInstitutions } from "../../core/application/listing/list-institutions";
import { validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { parseWith } from "../http/validate";
import { mountRoute } from "../http/contract-route";

export type InstitutionsGridDeps = ListInstitutionsDeps;

/**
 * GET /ru/v1/institutions/grid: one page of institutions with facets and the location menu (spec 3, spec 7).
 * The contract's query schema reads every occurrence of each key (adapters/http/contract/listing-query.schema.ts);
 * malformed values answer 422 with a Russian message per field; anything well-formed answers 200, an empty page
 * included. The answer changes with every vote and view, so it is never cached.
 */
export function institutionsGridRoutes(deps: InstitutionsGridDeps) {
  return mountRoute(new Hono<AppEnv>(), CATALOGUE_ROUTES.institutionsGrid, async (c) => {
    const parsed = parseWith(CATALOGUE_ROUTES.institutionsGrid.request.query, c.req.queries());
    if (!parsed.ok) return validationFailed(c, parsed.errors);
    return c.json(await listInstitutions(deps, parsed.value), 200, { "Cache-Control": "no-store" });
  });
}
