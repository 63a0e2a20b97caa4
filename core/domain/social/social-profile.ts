import { z } from "zod";
import { err, ok, type Result } from "../shared/result";

/** Who the provider says signed in: its own id for the person, and what it shares of their name and address. */
export type SocialProfile = Readonly<{
  socialId: string;
  email: string | null;
  firstName: string;
  lastName: string;
}>;

const id = z.union([z.string().trim().min(1).max(200), z.number().int().nonnegative().transform(String)]);
const text = z
  .string()
  .trim()
  .catch("")
  .transform((value) => value.slice(0, 100));
const email = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+$/)
  .nullable()
  .catch(null);

/** OpenID Connect claims (the test peer and any OIDC provider): sub, email, given_name, family_name. */
const oidc = z.object({ sub: id, email: email.optional(), given_name: text.optional(), family_name: text.optional() });
/** VK ID's user_info: the person under `user`. */
const vkId = z.object({
  user: z.object({ user_id: id, email: email.optional(), first_name: text.optional(), last_name: text.optional() }),
});
/** Mail.ru's userinfo: id, email, first_name, last_name. */
const mailru = z.object({ id, email: email.optional(), first_name: text.optional(), last_name: text.optional() });
/** Odnoklassniki's users.getCurrentUser: uid, email, first_name, last_name. */
const okRu = z.object({ uid: id, email: email.optional(), first_name: text.optional(), last_name: text.optional() });

const profileOf = (
  socialId: string,
  mail: string | null | undefined,
  first?: string,
  last?: string,
): SocialProfile => ({
  socialId,
  email: mail ?? null,
  firstName: first ?? "",
  lastName: last ?? "",
});

/**
 * The profile in a provider's user-info answer, whichever of the shapes above it has (ADR 049). An answer with no
 * id of the person is refused: without it the account cannot be found again. Names are cut to 100 characters and
 * an address that does not look like one is dropped.
 */
export const readSocialProfile = (answer: unknown): Result<SocialProfile, { readonly _tag: "NoSocialId" }> => {
  const asOidc = oidc.safeParse(answer);
  if (asOidc.success) {
    const p = asOidc.data;
    return ok(profileOf(p.sub, p.email, p.given_name, p.family_name));
  }
  const asVk = vkId.safeParse(answer);
  if (asVk.success) {
    const p = asVk.data.user;
    return ok(profileOf(p.user_id, p.email, p.first_name, p.last_name));
  }
  const asMailru = mailru.safeParse(answer);
  if (asMailru.success) {
    const p = asMailru.data;
    return ok(profileOf(p.id, p.email, p.first_name, p.last_name));
  }
  const asOk = okRu.safeParse(answer);
  if (asOk.success) {
    const p = asOk.data;
    return ok(profileOf(p.uid, p.email, p.first_name, p.last_name));
  }
  return err({ _tag: "NoSocialId" });
};
