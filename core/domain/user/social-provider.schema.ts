import { z } from "zod";
import { SOCIAL_PROVIDERS } from "./social-provider";

/** The social network of an API field or a stored row. */
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
