import type { FieldErrors } from "./server-form-errors";

/** A copy of the errors without this field's error; the input is left untouched. */
export const clearFieldError = (errors: FieldErrors, field: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));
