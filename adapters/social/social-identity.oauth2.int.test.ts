import { afterAll, beforeAll } from "vitest";
import { type OAuthPeer, peerEmailOf, startOAuthPeer } from "../../tests/support/oauth-peer";
import { loginAtPeer } from "../../tests/support/oauth-peer-login";
import type { OAuthProviderSettings } from "./oauth-provider-settings";
import { oauth2SocialIdentity } from "./oauth2-social-identity";
import { socialIdentityContract } from "./social-identity.contract";

const SITE = "http://localhost";
let peer: OAuthPeer;
beforeAll(async () => {
  peer = await startOAuthPeer({ siteOrigins: [SITE] });
});
afterAll(() => peer.close());

socialIdentityContract("OAuth 2 against a real oidc-provider peer", async () => {
  const settingsOf = (provider: "vkontakte" | "mailru"): OAuthProviderSettings => ({
    clientId: peer.clients[provider].clientId,
    clientSecret: peer.clients[provider].clientSecret,
    authorizeUrl: `${peer.issuer}/auth`,
    tokenUrl: `${peer.issuer}/token`,
    userInfoUrl: `${peer.issuer}/me`,
    scope: "openid email profile",
    userInfoStyle: "bearer",
  });
  return {
    identity: oauth2SocialIdentity({ vkontakte: settingsOf("vkontakte"), mailru: settingsOf("mailru") }),
    redirectUri: (provider) => `${SITE}/api/connect/${provider}/callback`,
    async signIn(url, login) {
      const back = new URL(await loginAtPeer(url, login));
      return back.searchParams.get("code") ?? "";
    },
    profileOf: (login) => ({ socialId: login, email: peerEmailOf(login), firstName: "Мин", lastName: "Ли" }),
    close: async () => undefined,
  };
});
