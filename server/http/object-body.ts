import type { Context } from "hono";
import { jsonBody } from "./validate";

/** The request body when it is a JSON (or form) object; anything else (an array, null, no body) reads as {}. */
export async function objectBody(c: Context): Promise<Record<string, unknown>> {
  const body = await jsonBody(c);
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
