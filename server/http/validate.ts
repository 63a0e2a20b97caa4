import type { Context } from "hono";
import type { z } from "zod";
import type { FieldErrors } from "./api-error";
import { inputFault, jsonTextDepth, MAX_INPUT_DEPTH, tooDeepValue } from "./input-walk";
import { inputFaultErrors } from "./nul-text";

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

/**
 * Checks the input against the schema. Every body, path and query passes here, so the input walk runs here first:
 * nesting past the bound, a NUL or a lone surrogate is refused before the schema (or the database) sees it.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.infer<S>> {
  const fault = inputFault(input);
  if (fault !== null) return { ok: false, errors: inputFaultErrors(fault) };
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** A JSON text parsed, unless it nests past the bound: then a stand-in the input walk refuses (no deep parse). */
const boundedJson = (text: string): unknown => {
  if (jsonTextDepth(text) > MAX_INPUT_DEPTH) return tooDeepValue();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
};

/**
 * Reads a JSON body; a missing or malformed body counts as an empty object, so field rules answer with 422. A body
 * nested past MAX_INPUT_DEPTH is not parsed (parseWith refuses its stand-in).
 */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/json")) {
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      return Object.fromEntries((await c.req.formData().catch(() => new FormData())).entries());
    }
    return {};
  }
  return c.req.text().then(boundedJson, () => ({}));
}

/** Query string as a plain object of strings (the last value wins for repeated keys). */
export const queryObject = (c: Context): Record<string, string> => c.req.query();
