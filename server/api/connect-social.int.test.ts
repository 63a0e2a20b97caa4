import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { authRecordSchema } from "../../core/domain/auth/auth-record";
import { userSchema } from "../../core/domain/user/user";
import { type AuthApiHarness, openAuthApi } from "../../tests/integration/auth-api-harness";
import { type OAuthPeer, startOAuthPeer } from "../../tests/support/oauth-peer";
import { loginAtPeer } from "../../tests/support/oauth-peer-login";
import { TOKENS } from "../di/tokens";

// The composed server (real routes, real SQL) against a real OAuth 2 / OpenID peer on loopback (oidc-provider):
// the whole authorization-code flow with PKCE, as a browser would run it, cookies included.
const SITE = "http://localhost";
const start = new Date();
let peer: OAuthPeer;
let api: AuthApiHarness;
beforeAll(async () => {
  peer = await startOAuthPeer({ siteOrigins: [SITE] });
  api = await openAuthApi(start, peer.env);
});
afterAll(async () => {
  await api.close();
  await peer.close();
});

const request = (path: string, init: RequestInit = {}) =>
  api.container
    .get(TOKENS.App)
    .request(`${SITE}${path}`, init, { incoming: { socket: { remoteAddress: "192.0.2.9" } } });

const cookiesOf = (response: Response): Map<string, { value: string; line: string }> =>
  new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      return [pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), line }];
    }),
  );

const authCookie = (token: string) =>
  `shuyuan_auth=${encodeURIComponent(JSON.stringify({ token, expires: new Date(Date.now() + 3600_000).toISOString() }))}`;

/** Posts the start form (as the site's buttons do) and answers the provider's address and the state cookie. */
async function startFlow(provider: string, purpose: "login" | "link", returnTo: string, cookie = "") {
  const response = await request(`/api/connect/${provider}/start`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ purpose, return_to: returnTo }).toString(),
  });
  expect(response.status).toBe(303);
  const location = response.headers.get("location") ?? "";
  const state = cookiesOf(response).get(`shuyuan_oauth_${provider}`);
  return { location, state, response };
}

/** The whole round trip: start, sign in at the peer as `login`, come back with this browser's state cookie. */
async function roundTrip(
  provider: string,
  purpose: "login" | "link",
  login: string,
  returnTo = "/kitaj/",
  cookie = "",
) {
  const started = await startFlow(provider, purpose, returnTo, cookie);
  const callback = new URL(await loginAtPeer(started.location, login));
  const back = await request(`${callback.pathname}${callback.search}`, {
    headers: { cookie: `shuyuan_oauth_${provider}=${started.state?.value ?? ""}` },
  });
  return { back, callback, state: started.state?.value ?? "" };
}

const me = async (token: string) => {
  const response = await request("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
  return userSchema.parse(await response.json());
};

const tokenOf = (response: Response): string => {
  const cookie = cookiesOf(response).get("shuyuan_auth");
  return authRecordSchema.parse(JSON.parse(cookie?.value ?? "null")).token;
};

let seq = 0;
const registerWithPassword = async () => {
  const email = `anna.${++seq}.${Date.now()}@example.com`;
  const answer = await api.call("/api/auth/register", {
    body: { first_name: "Анна", last_name: "Ли", email, password: "correct horse" },
  });
  return { ...z.object({ token: z.string(), user: userSchema }).parse(answer.body), email };
};

describe("social sign-in against a real OAuth 2 peer", () => {
  it("starts with a state cookie (HttpOnly, Lax) and the provider's address with an S256 challenge", async () => {
    const { location, state } = await startFlow("vkontakte", "login", "/kitaj/");
    const url = new URL(location);
    expect(url.origin).toBe(peer.issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe(`${SITE}/api/connect/vkontakte/callback`);
    expect(url.searchParams.get("state")).toBe(state?.value);
    expect(state?.line).toMatch(/HttpOnly/);
    expect(state?.line).toMatch(/SameSite=Lax/);
  });

  it("registers a new person, signs them in with the handed-off auth cookie, then signs the same account in again", async () => {
    const first = await roundTrip("vkontakte", "login", `ivan-${Date.now()}`);
    expect(first.back.status).toBe(303);
    expect(first.back.headers.get("location")).toBe("/kitaj/?social=registered");
    expect(cookiesOf(first.back).get("shuyuan_auth_handoff")?.value).toBe("1");
    expect(cookiesOf(first.back).get("shuyuan_oauth_vkontakte")?.line).toMatch(/Max-Age=0/);
    const user = await me(tokenOf(first.back));
    expect(user).toMatchObject({ status: "vkontakte", has_password: false, first_name: "Мин", last_name: "Ли" });
    expect(user.email).toMatch(/^ivan-\d+@peer\.example$/);
    const login = user.socials[0]?.social_id ?? "";
    const again = await roundTrip("vkontakte", "login", login, "/blog/");
    expect(again.back.headers.get("location")).toBe("/blog/?social=signed_in");
    expect((await me(tokenOf(again.back))).id).toBe(user.id);
  });

  it("refuses a replayed callback and a forged state with ?social_error=state, and signs nobody in", async () => {
    const flow = await roundTrip("mailru", "login", `olga-${Date.now()}`);
    expect(flow.back.headers.get("location")).toBe("/kitaj/?social=registered");
    const replay = await request(`${flow.callback.pathname}${flow.callback.search}`, {
      headers: { cookie: `shuyuan_oauth_mailru=${flow.state}` },
    });
    expect(replay.headers.get("location")).toBe("/register/?social_error=state");
    expect(cookiesOf(replay).has("shuyuan_auth")).toBe(false);
    const forged = await request("/api/connect/mailru/callback?code=abc&state=forged", {
      headers: { cookie: "shuyuan_oauth_mailru=forged" },
    });
    expect(forged.status).toBe(303);
    expect(forged.headers.get("location")).toBe("/register/?social_error=state");
    expect(cookiesOf(forged).has("shuyuan_auth")).toBe(false);
    const noCookie = await request(`/api/connect/mailru/callback?code=abc&state=${flow.state}`);
    expect(noCookie.headers.get("location")).toBe("/register/?social_error=state");
  });

  it("links a network from the security settings of a signed-in account, and refuses it to another account", async () => {
    const anna = await registerWithPassword();
    const login = `anna-ok-${Date.now()}`;
    const linked = await roundTrip("odnoklassniki", "link", login, "/u/settings/security/", authCookie(anna.token));
    expect(linked.back.headers.get("location")).toBe("/u/settings/security/?social=linked");
    expect(cookiesOf(linked.back).has("shuyuan_auth")).toBe(false);
    expect((await me(anna.token)).socials).toEqual([{ provider: "odnoklassniki", social_id: login }]);
    const boris = await registerWithPassword();
    const taken = await roundTrip("odnoklassniki", "link", login, "/u/settings/security/", authCookie(boris.token));
    expect(taken.back.headers.get("location")).toBe("/u/settings/security/?social_error=taken");
    expect((await me(boris.token)).socials).toEqual([]);
  });

  it("never signs into an account by its address alone", async () => {
    const anna = await registerWithPassword();
    const flow = await roundTrip("vkontakte", "login", anna.email);
    expect(flow.back.headers.get("location")).toBe("/kitaj/?social_error=email_taken");
    expect(cookiesOf(flow.back).has("shuyuan_auth")).toBe(false);
    expect((await me(anna.token)).socials).toEqual([]);
  });

  it("asks a visitor who is not signed in to sign in before linking, and tells a cancelled sign-in", async () => {
    const anonymous = await request("/api/connect/vkontakte/start", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "purpose=link&return_to=%2Fu%2Fsettings%2Fsecurity%2F",
    });
    expect(anonymous.headers.get("location")).toBe("/u/settings/security/?social_error=signed_out");
    const started = await startFlow("mailru", "login", "/faq/");
    const cancelled = await request(`/api/connect/mailru/callback?error=access_denied&state=${started.state?.value}`, {
      headers: { cookie: `shuyuan_oauth_mailru=${started.state?.value}` },
    });
    expect(cancelled.headers.get("location")).toBe("/faq/?social_error=denied");
  });

  it("keeps a page of this site to return to, and refuses a bad purpose with a Russian 422", async () => {
    const offsite = await startFlow("vkontakte", "login", "https://evil.example/");
    const stateHash = offsite.state?.value ?? "";
    const back = await request(`/api/connect/vkontakte/callback?error=access_denied&state=${stateHash}`, {
      headers: { cookie: `shuyuan_oauth_vkontakte=${stateHash}` },
    });
    expect(back.headers.get("location")).toBe("/?social_error=denied");
    const bad = await request("/api/connect/vkontakte/start", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "purpose=steal",
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ data: { purpose: ["Укажите, войти через соцсеть или привязать её."] } });
    expect((await request("/api/connect/twitter/start", { method: "POST" })).status).toBe(404);
  });

  it("refuses to unlink the last way into a password-less account, with the reason", async () => {
    const flow = await roundTrip("mailru", "login", `pavel-${Date.now()}`);
    const token = tokenOf(flow.back);
    const user = await me(token);
    const social = user.socials[0];
    const refused = await api.call("/api/connect/mailru/detach", { token, body: { social_id: social?.social_id } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ data: { social_id: [expect.stringContaining("единственный способ входа")] } });
    expect((await me(token)).socials).toEqual(user.socials);
  });
});

describe("social sign-in without configured providers", () => {
  it("sends the visitor back with ?social_error=unavailable", async () => {
    const bare = await openAuthApi(start);
    try {
      const response = await bare.container.get(TOKENS.App).request(`${SITE}/api/connect/vkontakte/start`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "purpose=login&return_to=%2Fkitaj%2F",
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/kitaj/?social_error=unavailable");
    } finally {
      await bare.close();
    }
  });
});
