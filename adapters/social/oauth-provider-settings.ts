import type { SocialProvider } from "../../core/domain/user/social-provider";

/**
 * How the user-info call carries the access token (ADR 049):
 * - bearer: GET with `Authorization: Bearer` (OpenID Connect, the test peer);
 * - query: GET with `?access_token=` (Mail.ru);
 * - form: POST with `client_id` and `access_token` in a form body (VK ID).
 */
export type UserInfoStyle = "bearer" | "query" | "form";

/** One provider as this site is registered with it. */
export type OAuthProviderSettings = Readonly<{
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
  userInfoStyle: UserInfoStyle;
}>;

export type OAuthSettings = Readonly<Partial<Record<SocialProvider, OAuthProviderSettings>>>;

/** The providers' public endpoints, used unless the environment names others (ADR 049). */
export const PROVIDER_DEFAULTS: Readonly<
  Record<SocialProvider, Omit<OAuthProviderSettings, "clientId" | "clientSecret">>
> = {
  vkontakte: {
    authorizeUrl: "https://id.vk.com/authorize",
    tokenUrl: "https://id.vk.com/oauth2/auth",
    userInfoUrl: "https://id.vk.com/oauth2/user_info",
    scope: "email",
    userInfoStyle: "form",
  },
  odnoklassniki: {
    authorizeUrl: "https://connect.ok.ru/oauth/authorize",
    tokenUrl: "https://api.ok.ru/oauth/token.do",
    userInfoUrl: "https://api.ok.ru/oauth/userinfo",
    scope: "VALUABLE_ACCESS;GET_EMAIL",
    userInfoStyle: "bearer",
  },
  mailru: {
    authorizeUrl: "https://oauth.mail.ru/login",
    tokenUrl: "https://oauth.mail.ru/token",
    userInfoUrl: "https://oauth.mail.ru/userinfo",
    scope: "userinfo",
    userInfoStyle: "query",
  },
};
