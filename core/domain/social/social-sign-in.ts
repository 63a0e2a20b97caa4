import { match } from "ts-pattern";

/** What a social sign-in is for: logging in (or registering), or linking the network to the signed-in account. */
export type SocialPurpose = "login" | "link";

/** What the site knows when the provider has answered with a person (ADR 049). */
export type SocialSignInFacts = Readonly<{
  purpose: SocialPurpose;
  /** The account the flow was started from (purpose link); null for a login. */
  starterId: number | null;
  /** The account this (provider, social id) is already linked to, if any. */
  linkedTo: number | null;
  /** The account that has the address the provider shared, if any. */
  emailOwner: number | null;
  /** Whether the provider shared an address at all. */
  hasEmail: boolean;
}>;

export type SocialSignInStep =
  | { readonly _tag: "SignIn"; readonly accountId: number }
  | { readonly _tag: "Register" }
  | { readonly _tag: "Link"; readonly accountId: number }
  | { readonly _tag: "AlreadyLinked"; readonly accountId: number }
  | { readonly _tag: "Refuse"; readonly reason: "taken" | "email_taken" | "no_email" };

/**
 * The step a finished social sign-in takes:
 * - link: to the account that started it; refused when the network is another account's;
 * - login: the linked account signs in; otherwise a new account is registered with the shared address, unless
 *   that address already has an account (it is never linked by address alone: the owner logs in with the
 *   password and links the network in the settings) or no address was shared.
 */
export const socialSignInStep = (facts: SocialSignInFacts): SocialSignInStep =>
  match(facts)
    .returnType<SocialSignInStep>()
    .with({ purpose: "link" }, ({ starterId, linkedTo }) => {
      if (starterId === null) return { _tag: "Refuse", reason: "taken" };
      if (linkedTo === null) return { _tag: "Link", accountId: starterId };
      return linkedTo === starterId
        ? { _tag: "AlreadyLinked", accountId: starterId }
        : { _tag: "Refuse", reason: "taken" };
    })
    .with({ purpose: "login" }, ({ linkedTo, emailOwner, hasEmail }) => {
      if (linkedTo !== null) return { _tag: "SignIn", accountId: linkedTo };
      if (!hasEmail) return { _tag: "Refuse", reason: "no_email" };
      if (emailOwner !== null) return { _tag: "Refuse", reason: "email_taken" };
      return { _tag: "Register" };
    })
    .exhaustive();
