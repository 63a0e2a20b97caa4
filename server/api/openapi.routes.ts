import { Hono } from "hono";
import { API_ROUTES } from "../../adapters/http/contract/api-routes.contract";
import { buildOpenApiDocument } from "../../adapters/http/contract/openapi-document";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { SYSTEM_ROUTES } from "../../adapters/http/contract/system.contract";

/** The generated document as JSON text, built once per process and version. */
const documents = new Map<string, string>();

const documentText = (version: string): string => {
  const cached = documents.get(version);
  if (cached !== undefined) return cached;
  const text = JSON.stringify(buildOpenApiDocument(API_ROUTES, version));
  documents.set(version, text);
  return text;
};

export type OpenApiDeps = Readonly<{ version: string }>;

/** GET /openapi.json: the OpenAPI 3.1 document of the contract (adapters/http/contract). */
export function openApiRoutes({ version }: OpenApiDeps) {
  return mountRoute(new Hono<AppEnv>(), SYSTEM_ROUTES.openApi, (c) =>
    c.body(documentText(version), 200, {
      "Content-Type": "application/json; charset=UTF-8",
      "Cache-Control": "public, max-age=300",
    }),
  );
}
