import type { Context } from "hono";
import type { z } from "zod";
import type { FieldErrors } from "./api-error";
import { nulErrors, nulTextPath } from "./nul-text";

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** zod issues -> {field: [messages]}; nested paths are joined with dots ("utm.utm_source"). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "_";
    const messages = out[field] ?? [];
    messages.push(issue.message);
    out[field] = messages;
  }
  return out;
}

/** Checks the input against the schema; a text holding a NUL is refused first (the database cannot store it). */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.infer<S>> {
  const nul = nulTextPath(input);
  if (nul !== null) return { ok: false, errors: nulErrors(nul) };
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** Reads a JSON body; a missing or malformed body counts as an empty object, so field rules answer with 422. */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/json")) {
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      return Object.fromEntries((await c.req.formData().catch(() => new FormData())).entries());
    }
    return {};
  }
  return c.req.json().catch(() => ({}));
}

/** Query string as a plain object of strings (the last value wins for repeated keys). */
export const queryObject = (c: Context): Record<string, string> => c.req.query();
