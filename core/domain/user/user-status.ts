import { z } from "zod";
import { SOCIAL_PROVIDERS } from "./social-provider";

/** User status (spec 4): none, or one of the user's linked providers. */
export const userStatusSchema = z.enum(["none", ...SOCIAL_PROVIDERS]);

export type UserStatus = z.infer<typeof userStatusSchema>;
