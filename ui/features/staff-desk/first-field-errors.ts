import type { z } from "zod";

/** The first message of each refused field (spec 5), keyed by the field's name. */
export const firstFieldErrors = (error: z.ZodError): Readonly<Record<string, string>> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "_");
    fields[name] ??= issue.message;
  }
  return fields;
};

/** A form's entries as the contract's schemas read a JSON body: one text per name. */
export const formEntries = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])));
