import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Field -> messages, the shape of spec 5 and 8 ("data object of field to list of messages"). */
export type FieldErrors = Record<string, string[]>;

export type ApiErrorBody = { message: string; data?: FieldErrors };

/** Every API error is JSON: {message} or, for validation, {message, data: {field: [messages]}}. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  data?: FieldErrors,
  headers?: Record<string, string>,
) {
  const body: ApiErrorBody = data ? { message, data } : { message };
  return c.json(body, status, { "Cache-Control": "no-store", ...headers });
}

export const validationFailed = (c: Context, data: FieldErrors) =>
  apiError(c, 422, "Проверьте правильность заполнения полей.", data);
