import { Effect } from "effect";
import { safeReturnPath } from "../../domain/auth/return-path";
import { hrefFor } from "../../domain/route/href-for";
import type { SocialPurpose } from "../../domain/social/social-sign-in";
import type { SocialProvider } from "../../domain/user/social-provider";
import type { Caller } from "./auth-deps";
import { OAUTH_STATE_LIFETIME_MS, type SocialDeps } from "./social-deps";

export type StartSocialInput = Readonly<{
  provider: SocialProvider;
  purpose: SocialPurpose;
  /** The signed-in caller; a link needs one. */
  caller: Caller | null;
  /** The page to come back to; anything that is not a path of this site falls back to the purpose's page. */
  returnTo: string | null;
  /** This site's callback address for the provider. */
  redirectUri: string;
}>;

export type StartSocialFailure = { readonly _tag: "ProviderUnavailable" } | { readonly _tag: "SignInRequired" };

/** Where a flow returns when it was given no page of ours: the home page, or the security settings for a link. */
export const defaultSocialReturn = (purpose: SocialPurpose): string =>
  purpose === "link" ? hrefFor({ screen: "settings-security", params: {} }) : "/";

/**
 * Starts the authorization-code flow with PKCE (ADR 049): a fresh random state and code verifier, stored (the
 * state only as its hash) with what the flow is for, and the provider's address to send the browser to. The
 * caller keeps the state for the browser (a cookie), so that only this browser can finish the flow.
 */
export const startSocialSignIn = (
  deps: Pick<SocialDeps, "social" | "oauthStates" | "tokens" | "clock">,
  input: StartSocialInput,
): Effect.Effect<{ readonly url: string; readonly state: string }, StartSocialFailure> =>
  Effect.gen(function* () {
    if (input.purpose === "link" && input.caller === null) return yield* Effect.fail(SIGN_IN_REQUIRED);
    const state = deps.tokens.newToken();
    const codeVerifier = deps.tokens.newToken();
    const url = deps.social.authorizationUrl(input.provider, { state, codeVerifier, redirectUri: input.redirectUri });
    if (url === null) return yield* Effect.fail(UNAVAILABLE);
    const now = deps.clock.now();
    // States live ten minutes: the ones that ran out are dropped as new ones come, so the table stays small.
    yield* Effect.promise(() => deps.oauthStates.removeExpired(now));
    yield* Effect.promise(() =>
      deps.oauthStates.save(
        {
          stateHash: deps.tokens.hashToken(state),
          provider: input.provider,
          purpose: input.purpose,
          userId: input.purpose === "link" ? (input.caller?.userId ?? null) : null,
          codeVerifier,
          returnTo: safeReturnPath(input.returnTo) ?? defaultSocialReturn(input.purpose),
          expiresAt: new Date(now.getTime() + OAUTH_STATE_LIFETIME_MS),
        },
        now,
      ),
    );
    return { url, state };
  });

const SIGN_IN_REQUIRED: StartSocialFailure = { _tag: "SignInRequired" };
const UNAVAILABLE: StartSocialFailure = { _tag: "ProviderUnavailable" };
