import { z } from "./zod-ru";

/** Every API error, and every bare acknowledgement, is `{message}` with a Russian text. */
export const messageBodySchema = z.object({ message: z.string() }).readonly();

/** 422: `{message, data: {field: [messages]}}` (spec 5 and 8); nested fields are joined by dots ("utm.utm_source"). */
export const validationErrorBodySchema = z
  .object({
    message: z.string(),
    data: z.record(z.string(), z.array(z.string()).readonly()).readonly(),
  })
  .readonly();

export type MessageBody = z.infer<typeof messageBodySchema>;
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

/** 303: no body; the `Location` header says where the browser goes next (the social sign-in, ADR 049). */
export const redirectBodySchema = z.null();
