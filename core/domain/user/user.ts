import { z } from "zod";
import { socialProviderSchema } from "./social-provider.schema";
import { staffRoleSchema } from "./staff-role.schema";
import { userStatusSchema } from "./user-status";

const socialSchema = z.object({ provider: socialProviderSchema, social_id: z.string().min(1) }).readonly();

/** An active login of the user, listed on the security settings page. */
const userSessionSchema = z
  .object({
    id: z.string().min(1),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    last_activity_at: z.iso.datetime({ offset: true }).nullable(),
    is_current: z.boolean(),
  })
  .readonly();

/** The user of spec 3; id 0 is the anonymous (unsaved) user. */
export const userSchema = z
  .object({
    id: z.number().int().nonnegative(),
    slug: z.string(),
    username: z.string(),
    avatar: z
      .object({ filename: z.string().min(1) })
      .readonly()
      .nullable(),
    status: userStatusSchema,
    first_name: z.string(),
    last_name: z.string(),
    signature: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    socials: z.array(socialSchema).readonly(),
    /** False for an account registered through a social network that has not set a password; absent reads as true. */
    has_password: z.boolean().optional(),
    sessions: z.array(userSessionSchema).readonly(),
    /** Only on the owner's own user, and only for staff and admins: opens the staff console (ADR 056). */
    role: staffRoleSchema.optional(),
  })
  .readonly();

export type User = z.infer<typeof userSchema>;
export type UserSocial = User["socials"][number];
export type UserSession = User["sessions"][number];
