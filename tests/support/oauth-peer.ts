import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";
import { SOCIAL_PROVIDERS, type SocialProvider } from "../../core/domain/user/social-provider";
import { type PeerClient, peerClientOf, peerEnv } from "./oauth-peer-env";

export type OAuthPeer = Readonly<{
  /** http://127.0.0.1:PORT: the peer's issuer. */
  issuer: string;
  port: number;
  clients: Readonly<Record<SocialProvider, PeerClient>>;
  /** The OAUTH_<PROVIDER>_* variables that point a Shuyuan server at this peer for every provider. */
  env: Readonly<Record<string, string>>;
  close(): Promise<void>;
}>;

/** The e-mail the peer shares for a login: the login itself when it is an address, else login@peer.example. */
export const peerEmailOf = (login: string): string | null =>
  login.startsWith("noemail-") ? null : login.includes("@") ? login : `${login}@peer.example`;

/**
 * A real OAuth 2 / OpenID Connect server (the `oidc-provider` package) on a loopback port, registered with one
 * client per social network of the site: authorization code with PKCE required, the client secret in the token
 * request's body, user info by bearer token. Its development login page accepts any login and password; the login
 * typed there becomes the person's id (see peerEmailOf for the address it shares). Consent is granted at once, as
 * a network the person used before would.
 */
export async function startOAuthPeer(
  options: Readonly<{ port?: number; siteOrigins: readonly string[] }>,
): Promise<OAuthPeer> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;
  const clients = Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, peerClientOf(p)])) as Record<
    SocialProvider,
    PeerClient
  >;
  const configuration: Configuration = {
    clients: SOCIAL_PROVIDERS.map((provider) => ({
      client_id: clients[provider].clientId,
      client_secret: clients[provider].clientSecret,
      redirect_uris: options.siteOrigins.map((origin) => `${origin}/api/connect/${provider}/callback`),
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_post",
    })),
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    scopes: ["openid", "email", "profile"],
    claims: { openid: ["sub"], email: ["email"], profile: ["given_name", "family_name"] },
    cookies: { keys: ["peer-cookie-key-for-tests-only-0123456789"] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          const email = peerEmailOf(id);
          return { sub: id, ...(email === null ? {} : { email }), given_name: "Мин", family_name: "Ли" };
        },
      };
    },
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = "text/plain; charset=utf-8";
      ctx.body = `OAuth peer error: ${JSON.stringify(out)}`;
    },
  };
  const provider = new Provider(issuer, configuration);
  server.on("request", provider.callback());
  const env = peerEnv(issuer);
  return {
    issuer,
    port,
    clients,
    env,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
