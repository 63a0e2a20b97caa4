import { Effect } from "effect";
import { z } from "zod";
import { readSocialProfile, type SocialProfile } from "../../core/domain/social/social-profile";
import { SOCIAL_PROVIDERS, type SocialProvider } from "../../core/domain/user/social-provider";
import type { CodeExchange, ProviderFailed, SocialIdentity } from "../../core/ports/social-identity.port";
import type { OAuthProviderSettings, OAuthSettings } from "./oauth-provider-settings";
import { pkceChallenge } from "./pkce";

/** A provider that does not answer within this time has failed. */
const PROVIDER_TIMEOUT_MS = 10_000;
/** Answers larger than this are not a token or a profile. */
const MAX_ANSWER_BYTES = 64 * 1024;

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  /** Some providers hand the address over with the token rather than in the profile. */
  email: z.string().optional(),
});

const failure = (detail: string): ProviderFailed => ({ _tag: "ProviderFailed", detail });

/** The JSON of an answer, or a failure naming what went wrong (never the token). */
const jsonOf = async (response: Response, what: string): Promise<unknown> => {
  const text = await response.text();
  if (text.length > MAX_ANSWER_BYTES) throw failure(`${what}: answer too large`);
  if (!response.ok) throw failure(`${what}: HTTP ${response.status}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw failure(`${what}: not JSON`);
  }
};

const userInfoRequest = (settings: OAuthProviderSettings, token: string): [string, RequestInit] => {
  switch (settings.userInfoStyle) {
    case "bearer":
      return [settings.userInfoUrl, { headers: { authorization: `Bearer ${token}`, accept: "application/json" } }];
    case "query": {
      const url = new URL(settings.userInfoUrl);
      url.searchParams.set("access_token", token);
      return [url.toString(), { headers: { accept: "application/json" } }];
    }
    case "form":
      return [
        settings.userInfoUrl,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams({ client_id: settings.clientId, access_token: token }).toString(),
        },
      ];
  }
};

/**
 * The social networks over real OAuth 2 (ADR 049): the authorization-code flow with PKCE (S256), the client
 * secret sent in the token request's body (client_secret_post), then the provider's user-info call. `fetch` is
 * the global one unless a test gives another.
 */
export function oauth2SocialIdentity(settings: OAuthSettings, fetchImpl: typeof fetch = fetch): SocialIdentity {
  const call = (url: string, init: RequestInit) =>
    fetchImpl(url, { ...init, redirect: "error", signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });

  const exchangeWith = async (settings: OAuthProviderSettings, exchange: CodeExchange): Promise<SocialProfile> => {
    const tokenResponse = await call(settings.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: exchange.code,
        redirect_uri: exchange.redirectUri,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code_verifier: exchange.codeVerifier,
      }).toString(),
    });
    const token = tokenAnswerSchema.safeParse(await jsonOf(tokenResponse, "token"));
    if (!token.success) throw failure("token: no access_token");
    const [url, init] = userInfoRequest(settings, token.data.access_token);
    const profile = readSocialProfile(await jsonOf(await call(url, init), "userinfo"));
    if (!profile.ok) throw failure("userinfo: no id of the person");
    // The address checked by the same rule as the profile's own.
    const withToken = readSocialProfile({ sub: profile.value.socialId, email: token.data.email });
    const email = profile.value.email ?? (withToken.ok ? withToken.value.email : null);
    return { ...profile.value, email };
  };

  return {
    configured: () => SOCIAL_PROVIDERS.filter((provider) => settings[provider] !== undefined),

    authorizationUrl(provider: SocialProvider, request) {
      const own = settings[provider];
      if (own === undefined) return null;
      const url = new URL(own.authorizeUrl);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("client_id", own.clientId);
      url.searchParams.set("redirect_uri", request.redirectUri);
      url.searchParams.set("scope", own.scope);
      url.searchParams.set("state", request.state);
      url.searchParams.set("code_challenge", pkceChallenge(request.codeVerifier));
      url.searchParams.set("code_challenge_method", "S256");
      return url.toString();
    },

    exchange(provider: SocialProvider, exchange: CodeExchange) {
      const own = settings[provider];
      if (own === undefined) return Effect.fail(failure(`${provider} is not configured`));
      return Effect.tryPromise({
        try: () => exchangeWith(own, exchange),
        catch: (error) =>
          typeof error === "object" && error !== null && "_tag" in error
            ? (error as ProviderFailed)
            : failure(error instanceof Error ? error.name : "network"),
      });
    },
  };
}
