import { z } from "zod";

/**
 * Why a social sign-in did not finish, as the short code the callback puts in the address of the page it returns
 * to (`?social_error=`); the site shows the Russian text for it (ADR 049).
 * - state: the state is unknown, used, expired or not this browser's (a forged or replayed callback);
 * - denied: the person cancelled at the provider;
 * - provider: the provider did not answer as OAuth 2 says (code exchange or user info failed);
 * - taken: the network is linked to another account;
 * - email_taken: the shared address belongs to an account the network is not linked to;
 * - no_email: the provider shared no address, so no account can be registered;
 * - signed_out: a link was asked for, but the account's session is gone;
 * - unavailable: the provider is not configured on this site.
 */
export const SOCIAL_FAILURES = [
  "state",
  "denied",
  "provider",
  "taken",
  "email_taken",
  "no_email",
  "signed_out",
  "unavailable",
] as const;

export const socialFailureSchema = z.enum(SOCIAL_FAILURES);

export type SocialFailure = z.infer<typeof socialFailureSchema>;

/** The failure code in a page address, or null for anything else. */
export const socialFailureOf = (value: string | null | undefined): SocialFailure | null => {
  const parsed = socialFailureSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** What a finished social sign-in did, as the callback tells the page it returns to (`?social=`). */
export const SOCIAL_OUTCOMES = ["signed_in", "registered", "linked"] as const;

export type SocialOutcome = (typeof SOCIAL_OUTCOMES)[number];

export const socialOutcomeOf = (value: string | null | undefined): SocialOutcome | null =>
  (SOCIAL_OUTCOMES as readonly (string | null | undefined)[]).includes(value) ? (value as SocialOutcome) : null;
