import { Hono } from "hono";
import { listTeachers } from "../../core/application/content/list-teachers";
import type { ContentRepository } from "../../core/ports/content-repository.port";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { TEACHERS_ROUTES } from "../../adapters/http/contract/teachers.contract";

export type TeacherRoutesDeps = Readonly<{ contentRepository: ContentRepository }>;

/**
 * GET /api/teacher: the provider's public teacher list (spec 7 "Teachers"; not under ru/v1). Clients read it by
 * absolute URL, so photos are absolute URLs on the host the request came to.
 */
export function teacherRoutes(deps: TeacherRoutesDeps) {
  return mountRoute(new Hono<AppEnv>(), TEACHERS_ROUTES.teachers, async (c) => {
    const origin = new URL(c.req.url).origin;
    return c.json(await listTeachers({ content: deps.contentRepository }, origin));
  });
}
