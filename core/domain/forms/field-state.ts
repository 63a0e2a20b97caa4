import type { FieldErrors } from "./server-form-errors";

/** Form fields are styled in two states only. */
export type FieldState = "success" | "error";

/**
 * "error" while the field has an error, "success" for an error-free field of a submitted form,
 * null (no styling) before the first submit.
 */
export const fieldState = (errors: FieldErrors, field: string, submitted: boolean): FieldState | null => {
  if (Object.hasOwn(errors, field)) return "error";
  return submitted ? "success" : null;
};
