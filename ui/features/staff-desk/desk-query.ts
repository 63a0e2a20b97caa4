import type { z } from "zod";

/**
 * A console list's query from the page's address, read with the API's own schema (ADR 058): a value the schema
 * refuses is dropped, so a hand-edited address shows the list without that filter rather than an error page.
 */
export function deskQuery<S extends z.ZodObject>(schema: S, url: URL): z.infer<S> {
  const raw: Record<string, string> = Object.fromEntries(url.searchParams);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !refused.has(key)));
  return schema.parse(kept);
}
