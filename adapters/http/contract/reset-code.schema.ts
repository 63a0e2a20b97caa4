import { z } from "./zod-ru";

/** A password reset code as it arrives by e-mail and is kept until reset-password is sent: URL-safe text. */
export const resetCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{4,256}$/);
