import { SOCIAL_PROVIDERS, type SocialProvider } from "../../core/domain/user/social-provider";

export type PeerClient = Readonly<{ clientId: string; clientSecret: string }>;

/** The peer's client registration for one of the site's networks (fixed, so a config can name it before start). */
export const peerClientOf = (provider: SocialProvider): PeerClient => ({
  clientId: `${provider}-client`,
  clientSecret: `${provider}-secret-${"x".repeat(32)}`,
});

/** The OAUTH_<PROVIDER>_* variables that point a Shuyuan server at the peer with this issuer, for every network. */
export function peerEnv(issuer: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `OAUTH_${provider.toUpperCase()}_`;
    const client = peerClientOf(provider);
    env[`${prefix}CLIENT_ID`] = client.clientId;
    env[`${prefix}CLIENT_SECRET`] = client.clientSecret;
    env[`${prefix}AUTHORIZE_URL`] = `${issuer}/auth`;
    env[`${prefix}TOKEN_URL`] = `${issuer}/token`;
    env[`${prefix}USERINFO_URL`] = `${issuer}/me`;
    env[`${prefix}SCOPE`] = "openid email profile";
    env[`${prefix}USERINFO_STYLE`] = "bearer";
  }
  return env;
}
