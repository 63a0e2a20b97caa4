import { Hono } from "hono";
import {
  CATALOGUE_ROUTES,
  degreeProgramQuerySchema,
  entityParamsSchema,
} from "../../adapters/http/contract/catalogue.contract";
import { getDegreeProgram } from "../../core/application/content/get-degree-program";
import { getEducationBase } from "../../core/application/content/get-education-base";
import { getInstitution } from "../../core/application/content/get-institution";
import type { CatalogueReadRepository } from "../../core/ports/catalogue-read-repository.port";
import { validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { viewerOf } from "../http/viewer";
import { answer, NO_STORE, parseParams, parseQuery, refOf } from "./read-api.params";
import { mountRoute } from "../http/contract-route";

export type CatalogueRoutesDeps = Readonly<{ catalogueReadRepository: CatalogueReadRepository }>;

/** Institutions, degree programs and education bases (spec 7, /api/ru/v1); the grid is another group's. */
export function catalogueRoutes(deps: CatalogueRoutesDeps) {
  const catalogue = { catalogue: deps.catalogueReadRepository };
  const app = new Hono<AppEnv>();

  mountRoute(app, CATALOGUE_ROUTES.institution, async (c, next) => {
    if (c.req.param("id") === "grid") return next();
    const params = parseParams(c, entityParamsSchema);
    if (!params.ok) return validationFailed(c, params.errors);
    const viewer = viewerOf(c);
    return answer(c, getInstitution(catalogue, refOf(params.value.id), viewer?.userId ?? null), NO_STORE);
  });

  mountRoute(app, CATALOGUE_ROUTES.degreeProgram, async (c) => {
    const query = parseQuery(c, degreeProgramQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    const { institution_id, degree_program_slug } = query.value;
    return answer(c, getDegreeProgram(catalogue, { institutionId: institution_id, slug: degree_program_slug }));
  });

  mountRoute(app, CATALOGUE_ROUTES.educationBase, async (c) => {
    const params = parseParams(c, entityParamsSchema);
    if (!params.ok) return validationFailed(c, params.errors);
    return answer(c, getEducationBase(catalogue, refOf(params.value.id)), NO_STORE);
  });

  return app;
}
