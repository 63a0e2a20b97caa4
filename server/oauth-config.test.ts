import { describe, expect, it } from "vitest";
import { readOAuthSettings } from "./oauth-config";

describe("readOAuthSettings", () => {
  it("turns on only the networks with a client id, with their public endpoints by default", () => {
    const settings = readOAuthSettings({ OAUTH_MAILRU_CLIENT_ID: "app", OAUTH_MAILRU_CLIENT_SECRET: "secret" });
    expect(Object.keys(settings)).toEqual(["mailru"]);
    expect(settings.mailru).toEqual({
      clientId: "app",
      clientSecret: "secret",
      authorizeUrl: "https://oauth.mail.ru/login",
      tokenUrl: "https://oauth.mail.ru/token",
      userInfoUrl: "https://oauth.mail.ru/userinfo",
      scope: "userinfo",
      userInfoStyle: "query",
    });
    expect(readOAuthSettings({})).toEqual({});
  });

  it("takes other endpoints, plain http only on loopback", () => {
    const settings = readOAuthSettings({
      OAUTH_VKONTAKTE_CLIENT_ID: "vk",
      OAUTH_VKONTAKTE_CLIENT_SECRET: "s",
      OAUTH_VKONTAKTE_TOKEN_URL: "http://127.0.0.1:4000/token",
      OAUTH_VKONTAKTE_USERINFO_STYLE: "bearer",
    });
    expect(settings.vkontakte).toMatchObject({ tokenUrl: "http://127.0.0.1:4000/token", userInfoStyle: "bearer" });
    expect(() =>
      readOAuthSettings({
        OAUTH_VKONTAKTE_CLIENT_ID: "vk",
        OAUTH_VKONTAKTE_CLIENT_SECRET: "s",
        OAUTH_VKONTAKTE_TOKEN_URL: "http://id.example.com/token",
      }),
    ).toThrow(/OAUTH_VKONTAKTE_TOKEN_URL must be an https URL/);
  });

  it("stops the start with the variable's name when a secret is missing or a style is unknown", () => {
    expect(() => readOAuthSettings({ OAUTH_ODNOKLASSNIKI_CLIENT_ID: "ok" })).toThrow(
      /OAUTH_ODNOKLASSNIKI_CLIENT_SECRET/,
    );
    expect(() =>
      readOAuthSettings({
        OAUTH_MAILRU_CLIENT_ID: "a",
        OAUTH_MAILRU_CLIENT_SECRET: "b",
        OAUTH_MAILRU_USERINFO_STYLE: "x",
      }),
    ).toThrow(/OAUTH_MAILRU_USERINFO_STYLE must be bearer, query or form/);
  });
});
