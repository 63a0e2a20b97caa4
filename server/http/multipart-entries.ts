/**
 * Multipart entries as an object for the contract's schema to read: a text entry by its name (the first one wins),
 * the files of a name as a list. Reads the wire form only; every rule is the schema's.
 */
export const multipartEntries = (form: FormData): Record<string, unknown> => {
  const texts: Record<string, string> = {};
  const files: Record<string, File[]> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") files[key] = [...(files[key] ?? []), value];
    else if (!(key in texts)) texts[key] = value;
  }
  return { ...texts, ...files };
};
