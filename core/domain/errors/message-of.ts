/** The message of an error-like value (its string `message`, or the value itself when it is a string); else "". */
export const messageOf = (error: unknown): string => {
  if (typeof error === "string") return error;
  if (typeof error !== "object" || error === null) return "";
  const { message } = error as { readonly message?: unknown };
  return typeof message === "string" ? message : "";
};
