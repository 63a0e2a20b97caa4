import { FIELD_MESSAGES as M } from "./field-messages";
import { optionalText } from "./fields";
import { presentUtm, utmSchema } from "./form-extras.schema";
import { hinted } from "./json-schema-hints";
import { defineRoute, errorResponses } from "./route-contract";
import { sessionIdSchema } from "./session-id.schema";
import { z } from "./zod-ru";

const YID = /^[A-Za-z0-9._:-]{1,128}$/;
const MAX_PATH = 2048;

export const TRACKING_MESSAGES = {
  yid: "Некорректный идентификатор посетителя.",
  utm: "Ожидается объект с параметрами utm.",
} as const;

/** A site path as a visit names it: from «/», not «//», at most 2048 characters. */
export const isVisitPath = (value: string) =>
  value.startsWith("/") && !value.startsWith("//") && value.length <= MAX_PATH;

/**
 * The visit report: every field may be left out. A returning visitor sends the session id it keeps (a malformed
 * one is replaced, never refused); the path defaults to the Path-Visited header.
 */
export const visitBodySchema = z.object({
  /** Not checked: a malformed id is replaced by a new one rather than refused. */
  session_id: hinted(z.unknown().optional(), z.string().max(256)),
  path: optionalText(MAX_PATH).refine((value) => value === undefined || isVisitPath(value), M.path),
  referrer: optionalText(MAX_PATH),
  utm: z
    .object(utmSchema.shape, { error: TRACKING_MESSAGES.utm })
    .nullish()
    .transform((utm) => presentUtm(utm ?? {})),
  yid: optionalText(128).refine((value) => value === undefined || YID.test(value), TRACKING_MESSAGES.yid),
});

/** The visit's session id: the one sent when it is well formed, else a new one. */
export const visitResponseSchema = z.object({ session_id: sessionIdSchema }).readonly();

export const checkQuerySchema = z.object({
  yid: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required, abort: true })
    .regex(YID, TRACKING_MESSAGES.yid),
});

/** Extra visitor parameters for the analytics tag: flat scalar values (visits_count, first_visit_at, ...). */
export const visitorParamsSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .readonly();

export const TRACKING_ROUTES = {
  visit: defineRoute({
    method: "post",
    path: "/api/ru/v1/visit",
    summary: "Отметить визит (первая загрузка сайта)",
    tag: "tracking",
    auth: "optional",
    request: { body: visitBodySchema, pathVisited: true },
    responses: { 200: visitResponseSchema, ...errorResponses(406, 413, 422, 429, 500) },
  }),
  check: defineRoute({
    method: "get",
    path: "/api/ru/v1/check",
    summary: "Параметры посетителя для аналитики",
    tag: "tracking",
    auth: "optional",
    request: { query: checkQuerySchema },
    responses: { 200: visitorParamsSchema, ...errorResponses(406, 422, 429, 500) },
  }),
} as const;
