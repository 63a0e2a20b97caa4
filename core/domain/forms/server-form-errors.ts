import { z } from "zod";

/** The server's validation payload: `{ message, data: { field: [messages] } }`. */
export const serverErrorPayloadSchema = z.object({
  message: z.string().nullable().catch(null),
  data: z.record(z.string(), z.array(z.string())),
});

/** One message per field: the first one the server sent. */
export type FieldErrors = Readonly<Record<string, string>>;

export type ServerFormErrors = { readonly message: string | null; readonly fields: FieldErrors };

export const NO_FORM_ERRORS: ServerFormErrors = { message: null, fields: {} };
