import { z } from "zod";
import {
  type OAuthProviderSettings,
  type OAuthSettings,
  PROVIDER_DEFAULTS,
} from "../adapters/social/oauth-provider-settings";
import { SOCIAL_PROVIDERS, type SocialProvider } from "../core/domain/user/social-provider";

/** The environment prefix of a provider's settings: OAUTH_VKONTAKTE_, OAUTH_ODNOKLASSNIKI_, OAUTH_MAILRU_. */
export const oauthEnvPrefix = (provider: SocialProvider): string => `OAUTH_${provider.toUpperCase()}_`;

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** An https address, or http on this machine's loopback (the test peer): tokens never cross a network in clear. */
const endpoint = (name: string) =>
  z.url({ error: `${name} must be an absolute URL` }).refine(
    (value) => {
      const url = new URL(value);
      return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.test(url.hostname));
    },
    { error: `${name} must be an https URL (http only on localhost)` },
  );

const providerEnv = (prefix: string) =>
  z.object({
    CLIENT_ID: z.string().trim().min(1).max(200),
    CLIENT_SECRET: z
      .string()
      .min(1, { error: `${prefix}CLIENT_SECRET must be set with ${prefix}CLIENT_ID` })
      .max(500),
    AUTHORIZE_URL: endpoint(`${prefix}AUTHORIZE_URL`).optional(),
    TOKEN_URL: endpoint(`${prefix}TOKEN_URL`).optional(),
    USERINFO_URL: endpoint(`${prefix}USERINFO_URL`).optional(),
    SCOPE: z.string().trim().min(1).max(500).optional(),
    USERINFO_STYLE: z
      .enum(["bearer", "query", "form"], { error: `${prefix}USERINFO_STYLE must be bearer, query or form` })
      .optional(),
  });

/**
 * The social networks configured in the environment (ADR 049). A provider is on when its client id is set; its
 * endpoints, scope and user-info style default to the provider's public ones. A bad value stops the start with
 * the variable's name.
 */
export function readOAuthSettings(env: Readonly<Record<string, string | undefined>>): OAuthSettings {
  const settings: Partial<Record<SocialProvider, OAuthProviderSettings>> = {};
  const problems: string[] = [];
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = oauthEnvPrefix(provider);
    const own = Object.fromEntries(
      Object.entries(env)
        .filter(([key, value]) => key.startsWith(prefix) && value !== undefined && value !== "")
        .map(([key, value]) => [key.slice(prefix.length), value]),
    );
    if (own.CLIENT_ID === undefined) continue;
    const parsed = providerEnv(prefix).safeParse(own);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => `  ${prefix}${issue.path.join(".")}: ${issue.message}`));
      continue;
    }
    const e = parsed.data;
    const defaults = PROVIDER_DEFAULTS[provider];
    settings[provider] = {
      clientId: e.CLIENT_ID,
      clientSecret: e.CLIENT_SECRET,
      authorizeUrl: e.AUTHORIZE_URL ?? defaults.authorizeUrl,
      tokenUrl: e.TOKEN_URL ?? defaults.tokenUrl,
      userInfoUrl: e.USERINFO_URL ?? defaults.userInfoUrl,
      scope: e.SCOPE ?? defaults.scope,
      userInfoStyle: e.USERINFO_STYLE ?? defaults.userInfoStyle,
    };
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  return settings;
}
