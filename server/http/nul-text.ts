import type { MiddlewareHandler } from "hono";
import type { FieldErrors } from "./api-error";
import { validationFailed } from "./api-error";

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a query with one fails in the database. Text that a
 * user can send is checked for it at the edge, so it is a 422 on the field rather than a 500 (ADR 030).
 */
export const NUL_MESSAGE = "Недопустимый символ в тексте.";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The dotted path of the first text holding a NUL (in a value, or in a key), or null when there is none. */
export const nulTextPath = (value: unknown, path: readonly string[] = []): string | null => {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") || "_" : null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : null;
  const pairs = entries ?? (isRecord(value) ? Object.entries(value) : []);
  for (const [key, item] of pairs) {
    const found = key.includes("\u0000") ? [...path, key].join(".") : nulTextPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
};

export const nulErrors = (path: string): FieldErrors => ({ [path]: [NUL_MESSAGE] });

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** API requests whose path or query string hold a NUL are refused before any route reads them. */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (decoded(url.pathname).includes("\u0000")) return validationFailed(c, nulErrors("path"));
  for (const [key, value] of url.searchParams) {
    if (key.includes("\u0000") || value.includes("\u0000")) return validationFailed(c, nulErrors(key || "_"));
  }
  return next();
};
