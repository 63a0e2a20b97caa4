import { describe, expect, it } from "vitest";
import { API_ROUTES } from "./api-routes.contract";
import { ENTITY_SCHEMAS } from "./entity-schemas";
import { buildOpenApiDocument, type JsonSchema } from "./openapi-document";

const document = buildOpenApiDocument(API_ROUTES, "1.2.3");
const text = JSON.stringify(document);

const refsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner),
  );
};

const componentOf = (name: string): JsonSchema & { properties?: Record<string, JsonSchema> } => {
  const schema = document.components.schemas[name];
  if (schema === undefined) throw new Error(`No component ${name}`);
  return schema;
};

describe("the OpenAPI document", () => {
  it("is an OpenAPI 3.1 document that survives a JSON round trip", () => {
    expect(JSON.parse(text)).toEqual(document);
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.version).toBe("1.2.3");
  });

  it("has every route of the registry at its path and method, with its operation id", () => {
    for (const [operationId, route] of Object.entries(API_ROUTES)) {
      expect(document.paths[route.path]?.[route.method]?.operationId).toBe(operationId);
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(Object.keys(API_ROUTES).length);
  });

  it("resolves every $ref to a component", () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of refs) {
      expect(ref.startsWith("#/components/schemas/")).toBe(true);
      expect(document.components.schemas[ref.slice("#/components/schemas/".length)]).toBeDefined();
    }
  });

  it("names the core's entities and keeps no per-schema dialect or id", () => {
    for (const name of Object.keys(ENTITY_SCHEMAS)) expect(document.components.schemas[name]).toBeDefined();
    for (const schema of Object.values(document.components.schemas)) {
      expect(schema.$schema).toBeUndefined();
      expect(schema.$id).toBeUndefined();
    }
  });

  it("declares every path template as a required path parameter", () => {
    for (const route of Object.values(API_ROUTES)) {
      const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((found) => found[1]);
      const parameters = document.paths[route.path]?.[route.method]?.parameters ?? [];
      const inPath = parameters.filter((parameter) => parameter.in === "path");
      expect(inPath.map((parameter) => parameter.name)).toEqual(names);
      for (const parameter of inPath) expect(parameter.required).toBe(true);
    }
  });

  it("describes every response with JSON content (a 303 with Location instead), and 429 with Retry-After", () => {
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(typeof response.description).toBe("string");
          if (status === "303") {
            expect(response.headers).toHaveProperty("Location");
            expect(response).not.toHaveProperty("content");
            continue;
          }
          expect(response.content).toHaveProperty(["application/json", "schema", "$ref"]);
          if (status === "429") expect(response.headers).toHaveProperty("Retry-After");
        }
      }
    }
  });

  it("lists query parameters with their wire form and defaults", () => {
    const grid = document.paths["/api/ru/v1/certificates/grid"]?.get?.parameters ?? [];
    expect(grid.map((parameter) => [parameter.name, parameter.required])).toEqual([
      ["page", false],
      ["per_page", false],
    ]);
    const listing = document.paths["/api/ru/v1/institutions/grid"]?.get?.parameters ?? [];
    expect(listing.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(["countries", "has_grants", "price.min", "type_grants", "sort_column", "url"]),
    );
    const comments = document.paths["/api/ru/v1/comments/grid"]?.get?.parameters ?? [];
    expect(comments.map((parameter) => parameter.name)).toEqual([
      "page",
      "sort_column",
      "sort_order",
      "search[model]",
      "search[root]",
      "search[by]",
    ]);
  });

  it("documents bearer security per route: none, optional or required", () => {
    expect(document.paths["/api/auth/login"]?.post?.security).toEqual([]);
    expect(document.paths["/api/ru/v1/main"]?.get?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(document.paths["/api/auth/me"]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes).toEqual({ bearerAuth: { type: "http", scheme: "bearer" } });
  });

  it("shows the wire form of lenient and blankable fields", () => {
    expect(componentOf("EducationBase").properties?.waves).toEqual({ $ref: "#/components/schemas/AdmissionWaves" });
    expect(componentOf("AdmissionWaves").properties).toHaveProperty("waves");
    expect(componentOf("SimpleFormBody").properties?.email).not.toEqual({});
    expect(JSON.stringify(componentOf("SimpleFormBody").properties?.utm)).toContain("utm_source");
    expect(componentOf("EditSecurityBody").properties?.phone).toHaveProperty("anyOf");
  });

  it("sends the multipart form as multipart/form-data with a binary file", () => {
    const body = document.paths["/api/ru/v1/forms/save-doc-form"]?.post?.requestBody as {
      content: Record<string, { schema: { $ref: string } }>;
    };
    expect(Object.keys(body.content)).toEqual(["multipart/form-data"]);
    expect(componentOf("SaveDocFormBody").properties?.file).toMatchObject({ type: "string", format: "binary" });
  });

  it("puts the teacher list on the teachers host", () => {
    expect(document.paths["/api/teacher"]?.get?.servers?.[0]).toMatchObject({ url: "{teachersHost}" });
  });
});
