import { Effect } from "effect";
import type { SocialProfile } from "../../../core/domain/social/social-profile";
import { SOCIAL_PROVIDERS, type SocialProvider } from "../../../core/domain/user/social-provider";
import type { CodeExchange, ProviderFailed, SocialIdentity } from "../../../core/ports/social-identity.port";
import { pkceChallenge } from "../../social/pkce";

export type MemorySocialIdentity = SocialIdentity & {
  /** The person signs in at the provider: answers the code the provider would send back for this address. */
  grant(authorizationUrl: string, profile: SocialProfile): string;
};

const failed = (detail: string): ProviderFailed => ({ _tag: "ProviderFailed", detail });

/**
 * An in-memory provider for unit tests: the same rules as a real one (a code is good once, for the redirect
 * address and PKCE challenge of its authorization request), with the person given by the test.
 */
export function memorySocialIdentity(configured: readonly SocialProvider[] = SOCIAL_PROVIDERS): MemorySocialIdentity {
  const grants = new Map<
    string,
    { provider: string; challenge: string; redirectUri: string; profile: SocialProfile }
  >();
  let next = 0;
  return {
    configured: () => SOCIAL_PROVIDERS.filter((provider) => configured.includes(provider)),
    authorizationUrl(provider, request) {
      if (!configured.includes(provider)) return null;
      const query = new URLSearchParams({
        response_type: "code",
        client_id: `${provider}-memory`,
        redirect_uri: request.redirectUri,
        state: request.state,
        code_challenge: pkceChallenge(request.codeVerifier),
        code_challenge_method: "S256",
      });
      return `https://${provider}.provider.test/authorize?${query.toString()}`;
    },
    grant(authorizationUrl, profile) {
      const url = new URL(authorizationUrl);
      const code = `code-${++next}`;
      grants.set(code, {
        provider: url.hostname.split(".")[0] ?? "",
        challenge: url.searchParams.get("code_challenge") ?? "",
        redirectUri: url.searchParams.get("redirect_uri") ?? "",
        profile,
      });
      return code;
    },
    exchange(provider, exchange: CodeExchange) {
      const grant = grants.get(exchange.code);
      grants.delete(exchange.code);
      if (!grant || grant.provider !== provider) return Effect.fail(failed("unknown code"));
      if (grant.redirectUri !== exchange.redirectUri) return Effect.fail(failed("redirect_uri differs"));
      if (grant.challenge !== pkceChallenge(exchange.codeVerifier)) return Effect.fail(failed("PKCE verifier"));
      return Effect.succeed(grant.profile);
    },
  };
}
