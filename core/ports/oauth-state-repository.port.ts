import type { Effect } from "effect";
import type { SocialPurpose } from "../domain/social/social-sign-in";
import type { SocialProvider } from "../domain/user/social-provider";

/** A social sign-in in flight, stored under the hash of its OAuth 2 state (ADR 049). */
export type OAuthState = Readonly<{
  stateHash: string;
  provider: SocialProvider;
  purpose: SocialPurpose;
  /** The account a link was started from; null for a login. */
  userId: number | null;
  /** The PKCE code verifier (RFC 7636), sent with the code exchange. */
  codeVerifier: string;
  /** The site path to return to (already checked to be one of ours). */
  returnTo: string;
  expiresAt: Date;
}>;

export type TakeStateError =
  { readonly _tag: "StateUnknown" } | { readonly _tag: "StateUsed" } | { readonly _tag: "StateExpired" };

/** States of social sign-ins: each is taken at most once, and only within its lifetime. */
export interface OAuthStateRepository {
  save(state: OAuthState, now: Date): Promise<void>;
  /** Marks the state used and answers it; a second take, a state past `expiresAt` or an unknown hash is refused. */
  take(stateHash: string, now: Date): Effect.Effect<OAuthState, TakeStateError>;
  /** Removes states that expired before `now`; answers how many. */
  removeExpired(now: Date): Promise<number>;
}
