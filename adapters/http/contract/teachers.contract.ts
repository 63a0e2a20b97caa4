import { teacherSchema } from "../../../core/domain/content/teacher";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

export const teachersListSchema = z.array(teacherSchema).readonly();

/** The provider's public teacher endpoint: an absolute address on the teachers host, never sent a token. */
export const TEACHERS_ROUTES = {
  teachers: defineRoute({
    method: "get",
    path: "/api/teacher",
    summary: "Преподаватели (публичный адрес провайдера)",
    tag: "teachers",
    auth: "none",
    host: "teachers",
    request: {},
    responses: { 200: teachersListSchema, ...errorResponses(500) },
  }),
} as const;
