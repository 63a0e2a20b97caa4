import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

export const healthSchema = z
  .object({ status: z.literal("ok"), version: z.string(), time: z.iso.datetime({ offset: true }) })
  .readonly();

/** An OpenAPI 3.1 document. */
export const openApiDocumentSchema = z.looseObject({ openapi: z.string().startsWith("3.1"), paths: z.looseObject({}) });

export const SYSTEM_ROUTES = {
  health: defineRoute({
    method: "get",
    path: "/api/health",
    summary: "Состояние сервера",
    tag: "system",
    auth: "none",
    request: {},
    responses: { 200: healthSchema, ...errorResponses(500) },
  }),
  openApi: defineRoute({
    method: "get",
    path: "/api/openapi.json",
    summary: "Этот документ OpenAPI",
    tag: "system",
    auth: "none",
    request: {},
    responses: { 200: openApiDocumentSchema, ...errorResponses(500) },
  }),
} as const;
