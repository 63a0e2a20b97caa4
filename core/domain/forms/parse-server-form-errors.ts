import { NO_FORM_ERRORS, type ServerFormErrors, serverErrorPayloadSchema } from "./server-form-errors";

/**
 * Reads a server validation payload, keeping only the first message per field; a field with an empty list
 * has no error. A malformed payload gives no errors at all (never a throw).
 */
export const parseServerFormErrors = (payload: unknown): ServerFormErrors => {
  const parsed = serverErrorPayloadSchema.safeParse(payload);
  if (!parsed.success) return NO_FORM_ERRORS;
  const fields = Object.entries(parsed.data.data).flatMap(([field, [first]]) =>
    first === undefined ? [] : [[field, first] as const],
  );
  return { message: parsed.data.message, fields: Object.fromEntries(fields) };
};
