import type { z as Z } from "zod";
import { educationBaseSchema } from "../../../core/domain/catalogue/education-base";
import { ENTITY_SCHEMAS } from "./entity-schemas";
import { JSON_SCHEMA_HINTS } from "./json-schema-hints";
import { type RouteContract, successStatus } from "./route-contract";
import { z } from "./zod-ru";

export type JsonSchema = { readonly [key: string]: unknown };

type OpenApiParameter = {
  readonly name: string;
  readonly in: "path" | "query" | "header";
  readonly required: boolean;
  readonly description?: string;
  readonly schema: JsonSchema;
};

export type OpenApiOperation = {
  readonly operationId: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly security: readonly Record<string, readonly string[]>[];
  readonly parameters: readonly OpenApiParameter[];
  readonly requestBody?: JsonSchema;
  readonly responses: Readonly<Record<string, JsonSchema>>;
  readonly servers?: readonly JsonSchema[];
};

export type OpenApiDocument = {
  readonly openapi: "3.1.0";
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly jsonSchemaDialect: string;
  readonly servers: readonly JsonSchema[];
  readonly tags: readonly { readonly name: string; readonly description: string }[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;
  readonly components: { readonly schemas: Readonly<Record<string, JsonSchema>>; readonly securitySchemes: JsonSchema };
};

const COMPONENTS = "#/components/schemas/";
const ref = (id: string): JsonSchema => ({ $ref: `${COMPONENTS}${id}` });

const TAGS = [
  { name: "system", description: "Служебные вызовы" },
  { name: "auth", description: "Аккаунт: вход, регистрация, профиль" },
  { name: "tracking", description: "Визиты и аналитика" },
  { name: "catalogue", description: "Страницы, главная и каталог учебных заведений" },
  { name: "content", description: "Блог, отзывы, курсы, команда и другие материалы" },
  { name: "comments", description: "Комментарии и отзывы к объектам" },
  { name: "bookings", description: "Заявки пользователя" },
  { name: "forms", description: "Формы заявок" },
  { name: "teachers", description: "Публичный список преподавателей провайдера" },
  { name: "shortlist", description: "Список сравнения пользователя" },
] as const;

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: "Успешно",
  201: "Создано",
  303: "Переадресация (заголовок Location)",
  401: "Требуется вход в аккаунт",
  403: "Доступ запрещен",
  404: "Не найдено",
  406: "Срок действия токена истёк: обновите токен (POST /api/auth/refresh) и повторите запрос",
  409: "Конфликт: такая заявка уже есть или её статус успел измениться",
  413: "Слишком большой запрос",
  422: "Ошибки проверки: {message, data: {поле: [сообщения]}}",
  429: "Слишком много запросов; заголовок Retry-After — через сколько секунд повторить",
  500: "Внутренняя ошибка сервера",
};

const SECURITY: Readonly<Record<RouteContract["auth"], readonly Record<string, readonly string[]>[]>> = {
  none: [],
  optional: [{}, { bearerAuth: [] }],
  required: [{ bearerAuth: [] }],
};

const pascal = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** The waves of an education base are read leniently (any JSON); the document shows the shape the API sends. */
const WAVES_FIELD = educationBaseSchema.unwrap().shape.waves;

const withoutDialect = ({ $schema: _dialect, $id: _id, ...schema }: JsonSchema): JsonSchema => schema;

type OverrideContext = { zodSchema: unknown; jsonSchema: Record<string, unknown> };

const replace = (target: Record<string, unknown>, replacement: JsonSchema): void => {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, replacement);
};

/** Shows the wire form where zod's own input schema says nothing (lenient waves, preprocessed fields). */
const override = ({ zodSchema, jsonSchema }: OverrideContext): void => {
  const hint = JSON_SCHEMA_HINTS.get(zodSchema as Z.ZodType);
  if (zodSchema === WAVES_FIELD) replace(jsonSchema, ref("AdmissionWaves"));
  else if (hint !== undefined) replace(jsonSchema, toJsonSchema(hint));
};

function toJsonSchema(schema: Z.ZodType): JsonSchema {
  return withoutDialect(z.toJSONSchema(schema, { io: "input", unrepresentable: "any", override }) as JsonSchema);
}

/** Path or query parameters: one per property of the object schema, required as the input type says. */
const parametersOf = (schema: Z.ZodType | undefined, where: "path" | "query"): OpenApiParameter[] => {
  if (schema === undefined) return [];
  const json = toJsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
};

const PATH_VISITED: OpenApiParameter = {
  name: "Path-Visited",
  in: "header",
  required: false,
  description: "Путь текущей страницы сайта",
  schema: { type: "string" },
};

/** Names every body and response schema: entities by their own name, the rest after the operation. */
class SchemaNames {
  readonly registry = z.registry<{ id: string }>();
  private readonly ids = new Set<string>();

  constructor() {
    for (const [id, schema] of Object.entries(ENTITY_SCHEMAS)) this.name(schema, id);
  }

  name(schema: Z.ZodType, id: string): string {
    const known = this.registry.get(schema)?.id;
    if (known !== undefined) return known;
    if (this.ids.has(id)) throw new Error(`Two contract schemas are named ${id}`);
    this.ids.add(id);
    this.registry.add(schema, { id });
    return id;
  }
}

const redirectResponse: JsonSchema = {
  description: "Переадресация: браузер переходит по адресу из заголовка Location",
  headers: { Location: { description: "Куда перейти", schema: { type: "string" } } },
};

const responseOf = (status: number, id: string): JsonSchema => ({
  description: STATUS_TEXT[status] ?? `HTTP ${status}`,
  ...(status === 429
    ? { headers: { "Retry-After": { description: "Секунды до повтора", schema: { type: "integer", minimum: 0 } } } }
    : {}),
  content: { "application/json": { schema: ref(id) } },
});

const operationOf = (operationId: string, route: RouteContract, names: SchemaNames): OpenApiOperation => {
  const { params, query, body, encoding = "json", pathVisited = false } = route.request;
  const base = pascal(operationId);
  const success = successStatus(route);
  const responses = Object.fromEntries(
    Object.entries(route.responses).map(([code, schema]) => {
      const status = Number(code);
      if (status === 303) return [code, redirectResponse];
      const id = names.name(schema, status === success ? `${base}Response` : `${base}Error${status}`);
      return [code, responseOf(status, id)];
    }),
  );
  const mediaType =
    encoding === "multipart"
      ? "multipart/form-data"
      : encoding === "form"
        ? "application/x-www-form-urlencoded"
        : "application/json";
  return {
    operationId,
    summary: route.summary,
    tags: [route.tag],
    security: SECURITY[route.auth],
    parameters: [
      ...parametersOf(params, "path"),
      ...parametersOf(query, "query"),
      ...(pathVisited ? [PATH_VISITED] : []),
    ],
    ...(body === undefined
      ? {}
      : {
          requestBody: { required: true, content: { [mediaType]: { schema: ref(names.name(body, `${base}Body`)) } } },
        }),
    responses,
    ...(route.host === "teachers"
      ? {
          servers: [
            {
              url: "{teachersHost}",
              description: "Публичный хост провайдера (абсолютный адрес)",
              variables: { teachersHost: { default: "https://shuyuan.ru" } },
            },
          ],
        }
      : {}),
  };
};

/**
 * The OpenAPI 3.1 document of the route table. Bodies and responses are components (JSON Schema 2020-12, the
 * wire form, i.e. zod's input side); parameters are inlined.
 */
export function buildOpenApiDocument(
  routes: Readonly<Record<string, RouteContract>>,
  version: string,
): OpenApiDocument {
  const names = new SchemaNames();
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const [operationId, route] of Object.entries(routes)) {
    const item = paths[route.path] ?? {};
    if (item[route.method] !== undefined) throw new Error(`Two routes for ${route.method} ${route.path}`);
    item[route.method] = operationOf(operationId, route, names);
    paths[route.path] = item;
  }
  const generated = z.toJSONSchema(names.registry, {
    io: "input",
    unrepresentable: "any",
    uri: (id) => `${COMPONENTS}${id}`,
    override,
  }) as { schemas: Record<string, JsonSchema> };
  const schemas = Object.fromEntries(
    Object.entries(generated.schemas).map(([id, schema]) => [id, withoutDialect(schema)]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Шуюань API",
      version,
      description:
        "API портала «Шуюань». Тот же API доступен под префиксом /api-dev/ (режим разработки). " +
        "Ошибки — JSON {message}; ошибки проверки — 422 {message, data: {поле: [сообщения]}}.",
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: "/", description: "Сайт и его API" }],
    tags: TAGS,
    paths,
    components: { schemas, securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } },
  };
}
