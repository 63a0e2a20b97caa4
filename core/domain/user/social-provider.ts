import { z } from "zod";

/** Social networks a user can link, in the order they are offered. */
export const SOCIAL_PROVIDERS = ["vkontakte", "odnoklassniki", "mailru"] as const;

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

export type SocialProvider = z.infer<typeof socialProviderSchema>;
