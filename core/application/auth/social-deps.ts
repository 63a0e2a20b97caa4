import type { OAuthStateRepository } from "../../ports/oauth-state-repository.port";
import type { SocialIdentity } from "../../ports/social-identity.port";
import type { AuthDeps } from "./auth-deps";

/** The account ports plus the social sign-in's own: states in flight and the providers (ADR 049). */
export type SocialDeps = AuthDeps & Readonly<{ oauthStates: OAuthStateRepository; social: SocialIdentity }>;

/** How long a started social sign-in may take to come back. */
export const OAUTH_STATE_LIFETIME_MS = 10 * 60 * 1000;
