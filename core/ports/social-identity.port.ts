import type { Effect } from "effect";
import type { SocialProfile } from "../domain/social/social-profile";
import type { SocialProvider } from "../domain/user/social-provider";

export type AuthorizationRequest = Readonly<{
  state: string;
  /** The PKCE code verifier; the adapter sends its S256 challenge. */
  codeVerifier: string;
  redirectUri: string;
}>;

export type CodeExchange = Readonly<{ code: string; codeVerifier: string; redirectUri: string }>;

/** The provider refused the code, answered something else than OAuth 2 says, or could not be reached. */
export type ProviderFailed = { readonly _tag: "ProviderFailed"; readonly detail: string };

/**
 * The social networks the site signs in with through the OAuth 2 authorization-code flow with PKCE (ADR 049).
 * Only the configured ones are offered.
 */
export interface SocialIdentity {
  configured(): readonly SocialProvider[];
  /** Where to send the browser to ask the person; null when the provider is not configured. */
  authorizationUrl(provider: SocialProvider, request: AuthorizationRequest): string | null;
  /** Trades the code for a token and reads who signed in. */
  exchange(provider: SocialProvider, exchange: CodeExchange): Effect.Effect<SocialProfile, ProviderFailed>;
}
