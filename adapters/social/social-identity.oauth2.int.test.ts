import { afterAll, beforeAll } from "vitest";
import { readOAuthSettings } from "../../server/oauth-config";
import { type OAuthPeer, peerEmailOf, startOAuthPeer } from "../../tests/support/oauth-peer";
import { loginAtPeer } from "../../tests/support/oauth-peer-login";
import { oauth2SocialIdentity } from "./oauth2-social-identity";
import { socialIdentityContract } from "./social-identity.contract";

const SITE = "http://localhost";
let peer: OAuthPeer;
beforeAll(async () => {
  peer = await startOAuthPeer({ siteOrigins: [SITE] });
});
afterAll(() => peer.close());

socialIdentityContract("OAuth 2 against a real oidc-provider peer", async () => {
  const env = Object.fromEntries(Object.entries(peer.env).filter(([key]) => !key.startsWith("OAUTH_ODNOKLASSNIKI_")));
  return {
    identity: oauth2SocialIdentity(readOAuthSettings(env)),
    redirectUri: (provider) => `${SITE}/api/connect/${provider}/callback`,
    async signIn(url, login) {
      const back = new URL(await loginAtPeer(url, login));
      return back.searchParams.get("code") ?? "";
    },
    profileOf: (login) => ({ socialId: login, email: peerEmailOf(login), firstName: "Мин", lastName: "Ли" }),
    close: async () => undefined,
  };
});
