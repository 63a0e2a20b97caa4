import type { MiddlewareHandler } from "hono";
import { match } from "ts-pattern";
import type { FieldErrors } from "./api-error";
import { validationFailed } from "./api-error";
import type { InputFault } from "./input-walk";

/**
 * PostgreSQL text cannot hold the NUL character (U+0000) nor a lone UTF-16 surrogate: a query with one fails in the
 * database. Text that a user can send is checked for them at the edge, so it is a 422 on the field rather than a 500
 * (ADR 030, ADR 072; bodies through input-walk.ts in validate.ts).
 */
export const NUL_MESSAGE = "Недопустимый символ в тексте.";

/** Nesting deeper than MAX_INPUT_DEPTH (input-walk.ts): no form or call of the API sends such a body. */
export const DEEP_INPUT_MESSAGE = "Слишком глубокая вложенность данных.";

export const nulErrors = (path: string): FieldErrors => ({ [path]: [NUL_MESSAGE] });

/** A fault of the input walk as field errors: a NUL and a lone surrogate are both a character text cannot hold. */
export const inputFaultErrors = (fault: InputFault): FieldErrors =>
  match(fault.kind)
    .with("deep", () => ({ [fault.path]: [DEEP_INPUT_MESSAGE] }))
    .with("nul", "surrogate", () => nulErrors(fault.path))
    .exhaustive();

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
