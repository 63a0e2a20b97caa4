import { Effect, Result } from "effect";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SocialProfile } from "../../core/domain/social/social-profile";
import type { SocialIdentity } from "../../core/ports/social-identity.port";
import { pkceChallenge } from "./pkce";

export type SocialIdentityHarness = Readonly<{
  /** Configured for vkontakte and mailru only. */
  identity: SocialIdentity;
  redirectUri: (provider: string) => string;
  /** The person `login` signs in at the provider from this authorization address: the code it sends back. */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  /** The profile the provider shares for `login`. */
  profileOf(login: string): SocialProfile;
  close(): Promise<void>;
}>;

const verifier = "v".repeat(20) + "-0123456789abcdefghijklmn";

/** The behaviour every SocialIdentity must have (run against the in-memory fake and OAuth 2 against a real peer). */
export function socialIdentityContract(name: string, open: () => Promise<SocialIdentityHarness>) {
  describe(`SocialIdentity contract: ${name}`, () => {
    let h: SocialIdentityHarness;
    beforeEach(async () => {
      h = await open();
    });
    afterEach(() => h.close());

    const authorize = (state: string, provider: "vkontakte" | "mailru" = "vkontakte") => {
      const url = h.identity.authorizationUrl(provider, {
        state,
        codeVerifier: verifier,
        redirectUri: h.redirectUri(provider),
      });
      if (url === null) throw new Error(`${provider} should be configured`);
      return url;
    };

    it("offers the configured providers only, in the site's order", () => {
      expect(h.identity.configured()).toEqual(["vkontakte", "mailru"]);
      expect(
        h.identity.authorizationUrl("odnoklassniki", { state: "s", codeVerifier: verifier, redirectUri: "x" }),
      ).toBeNull();
    });

    it("asks for a code with the state, the redirect address and the S256 challenge of the verifier", () => {
      const url = new URL(authorize("state-1"));
      expect(url.searchParams.get("response_type")).toBe("code");
      expect(url.searchParams.get("state")).toBe("state-1");
      expect(url.searchParams.get("redirect_uri")).toBe(h.redirectUri("vkontakte"));
      expect(url.searchParams.get("code_challenge")).toBe(pkceChallenge(verifier));
      expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    });

    it("trades the code for the person's profile, once", async () => {
      const code = await h.signIn(authorize("state-2"), "ivan");
      const exchange = { code, codeVerifier: verifier, redirectUri: h.redirectUri("vkontakte") };
      expect(await Effect.runPromise(Effect.result(h.identity.exchange("vkontakte", exchange)))).toEqual(
        Result.succeed(h.profileOf("ivan")),
      );
      const again = await Effect.runPromise(Effect.result(h.identity.exchange("vkontakte", exchange)));
      expect(Result.isFailure(again)).toBe(true);
    });

    it("refuses a code with another verifier (PKCE)", async () => {
      const code = await h.signIn(authorize("state-3", "mailru"), "olga");
      const wrong = { code, codeVerifier: `${verifier}x`, redirectUri: h.redirectUri("mailru") };
      const result = await Effect.runPromise(Effect.result(h.identity.exchange("mailru", wrong)));
      expect(Result.isFailure(result) && result.failure._tag).toBe("ProviderFailed");
    });
  });
}
