import { z } from "./zod-ru";

/** The visitor's session id (spec 7 visit; kept in local storage, main data is cached by it): URL-safe, 16 to 128 characters. */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

export type SessionId = z.infer<typeof sessionIdSchema>;
