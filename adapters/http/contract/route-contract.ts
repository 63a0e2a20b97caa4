import type { z } from "zod";
import { messageBodySchema, validationErrorBodySchema } from "./error-bodies.schema";

export type HttpMethod = "get" | "post" | "put" | "delete";

/** none: public; optional: public, richer for a signed-in viewer; required: 401 without a valid token. */
export type RouteAuth = "none" | "optional" | "required";

/** json: an application/json body; multipart: multipart/form-data entries; form: a plain HTML form's post. */
export type BodyEncoding = "json" | "multipart" | "form";

export type RouteRequest = {
  /** Path parameters, named as in `path` (`{id}`); values arrive as text. */
  readonly params?: z.ZodObject;
  /** Query string parameters; values arrive as text (a repeated key as a list of texts). */
  readonly query?: z.ZodObject | z.ZodPipe<z.ZodObject>;
  readonly body?: z.ZodType;
  readonly encoding?: BodyEncoding;
  /** Whether the call sends the Path-Visited header (the current page path). */
  readonly pathVisited?: boolean;
};

/**
 * One endpoint of the API: the single table both the server's validation, the API client and the OpenAPI
 * document read. `path` uses OpenAPI templates (`/api/ru/v1/institutions/{id}`).
 */
export type RouteContract = {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly summary: string;
  readonly tag: string;
  readonly auth: RouteAuth;
  readonly request: RouteRequest;
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /** Where the endpoint lives when it is not on the site's own API host. */
  readonly host?: "teachers";
  /** False for the calls a client makes to recover a session (refresh, logout): no refresh after a 406. */
  readonly refreshable?: boolean;
};

export const defineRoute = <const R extends RouteContract>(route: R): R => route;

type SuccessStatus = 200 | 201 | 303;

/** The schema of the success response (200 or 201) of a route. */
export type SuccessSchema<R extends RouteContract> = R["responses"][Extract<keyof R["responses"], SuccessStatus>];

export type SuccessOf<R extends RouteContract> =
  SuccessSchema<R> extends z.ZodType ? z.output<SuccessSchema<R>> : never;

export type BodyOf<R extends RouteContract> = R["request"]["body"] extends z.ZodType
  ? z.input<R["request"]["body"]>
  : never;

/** The success status of a route: its only 2xx response, or 303 for a call that sends the browser on (a redirect). */
export const successStatus = (route: RouteContract): number => {
  const status = Object.keys(route.responses)
    .map(Number)
    .find((code) => (code >= 200 && code < 300) || code === 303);
  if (status === undefined) throw new Error(`Route ${route.method} ${route.path} declares no success response`);
  return status;
};

/** The schema of a route's success response. */
export const successSchemaOf = (route: RouteContract): z.ZodType => {
  const schema = route.responses[successStatus(route)];
  if (schema === undefined) throw new Error(`Route ${route.method} ${route.path} declares no success response`);
  return schema;
};

export type ErrorStatus = 401 | 403 | 404 | 406 | 409 | 413 | 422 | 429 | 500;

/** Error responses of a route: 422 carries field messages, every other status a plain `{message}`. */
export const errorResponses = <const S extends readonly ErrorStatus[]>(...statuses: S) =>
  Object.fromEntries(
    statuses.map((status) => [status, status === 422 ? validationErrorBodySchema : messageBodySchema]),
  ) as { readonly [K in S[number]]: K extends 422 ? typeof validationErrorBodySchema : typeof messageBodySchema };
