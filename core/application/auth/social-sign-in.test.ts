import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { memorySocialIdentity } from "../../../adapters/storage/memory/social-identity.memory";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { memoryOAuthStateRepository } from "../../../adapters/storage/memory/oauth-states.memory";
import type { SocialProfile } from "../../domain/social/social-profile";
import type { SocialProvider } from "../../domain/user/social-provider";
import { runUseCase } from "../shared/run-use-case";
import { currentUser } from "./current-user";
import { detachSocial } from "./detach-social";
import { editSecurity } from "./edit-security";
import { type FinishSocialInput, finishSocialSignIn } from "./finish-social-sign-in";
import { register } from "./register";
import { startSocialSignIn } from "./start-social-sign-in";

const start = new Date("2026-03-01T09:00:00.000Z");
const client = { ip: "203.0.113.7", userAgent: "UA" };
const redirectUri = (provider: SocialProvider) => `https://shuyuan.test/api/connect/${provider}/callback`;
const person = (socialId: string, email: string | null = `${socialId}@vk.example`): SocialProfile => ({
  socialId,
  email,
  firstName: "Мин",
  lastName: "Ли",
});

function setup() {
  let now = start;
  const clock = { now: () => now };
  const identity = memorySocialIdentity(["vkontakte", "mailru"]);
  const deps = { ...memoryAuthDeps(clock), oauthStates: memoryOAuthStateRepository(), social: identity };
  /** Starts a flow, lets `profile` sign in at the provider and answers the callback's input. */
  const roundTrip = async (
    profile: SocialProfile,
    options: {
      purpose?: "login" | "link";
      caller?: { userId: number; sessionId: number };
      provider?: SocialProvider;
    } = {},
  ): Promise<FinishSocialInput> => {
    const provider = options.provider ?? "vkontakte";
    const started = await runUseCase(
      startSocialSignIn(deps, {
        provider,
        purpose: options.purpose ?? "login",
        caller: options.caller ?? null,
        returnTo: options.purpose === "link" ? null : "/kitaj/",
        redirectUri: redirectUri(provider),
      }),
    );
    if (!Result.isSuccess(started)) throw new Error("start failed");
    const code = identity.grant(started.success.url, profile);
    const state = new URL(started.success.url).searchParams.get("state");
    return { provider, state, browserState: state, code, error: null, redirectUri: redirectUri(provider) };
  };
  const finish = (input: FinishSocialInput) => runUseCase(finishSocialSignIn(deps, input, client));
  /** Anna registers with a password (account 1). */
  const registerAnna = () =>
    runUseCase(
      register(
        deps,
        { firstName: "Анна", lastName: "Ли", email: "anna@example.com", password: "correct horse" },
        client,
      ),
    );
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return { deps, roundTrip, finish, advance, registerAnna };
}

const failureOf = (result: Result.Result<unknown, { reason: string; returnTo: string | null }>) =>
  Result.isFailure(result) ? { reason: result.failure.reason, returnTo: result.failure.returnTo } : null;

describe("social sign-in (authorization code with PKCE)", () => {
  it("registers a new person with the shared address, no password and the network as status, then signs them in", async () => {
    const { deps, roundTrip, finish } = setup();
    const result = await finish(await roundTrip(person("id7")));
    expect(Result.isSuccess(result) && result.success).toMatchObject({
      _tag: "SignedIn",
      registered: true,
      returnTo: "/kitaj/",
    });
    const account = await deps.users.findByEmail("id7@vk.example");
    expect(account).toMatchObject({ passwordHash: "", status: "vkontakte", firstName: "Мин" });
    expect(account?.socials).toEqual([{ provider: "vkontakte", social_id: "id7" }]);
  });

  it("signs the same person in again, without a second account", async () => {
    const { deps, roundTrip, finish } = setup();
    await finish(await roundTrip(person("id7")));
    const again = await finish(await roundTrip(person("id7")));
    expect(Result.isSuccess(again) && again.success).toMatchObject({ _tag: "SignedIn", registered: false });
    expect((await deps.users.usernamesStartingWith("")).length).toBe(1);
  });

  it("refuses a replayed callback, another browser's state and a forged one, and stores nothing", async () => {
    const { deps, roundTrip, finish } = setup();
    const input = await roundTrip(person("id8"));
    expect(failureOf(await finish({ ...input, browserState: "another" }))).toEqual({ reason: "state", returnTo: null });
    expect(failureOf(await finish({ ...input, state: "forged", browserState: "forged" }))).toEqual({
      reason: "state",
      returnTo: null,
    });
    expect(Result.isSuccess(await finish(input))).toBe(true);
    expect(failureOf(await finish(input))).toEqual({ reason: "state", returnTo: null });
    expect(failureOf(await finish({ ...input, state: null, browserState: null }))).toEqual({
      reason: "state",
      returnTo: null,
    });
    expect((await deps.users.usernamesStartingWith("")).length).toBe(1);
  });

  it("refuses a state past its ten minutes and one sent back to another provider's callback", async () => {
    const late = setup();
    const input = await late.roundTrip(person("id9"));
    late.advance(10 * 60 * 1000);
    expect(failureOf(await late.finish(input))).toEqual({ reason: "state", returnTo: null });
    const other = setup();
    const crossed = await other.roundTrip(person("id9"));
    expect(failureOf(await other.finish({ ...crossed, provider: "mailru" }))).toEqual({
      reason: "state",
      returnTo: null,
    });
  });

  it("tells a cancelled sign-in and a code the provider refuses apart, on the page the flow came from", async () => {
    const { roundTrip, finish } = setup();
    const cancelled = await roundTrip(person("id10"));
    expect(failureOf(await finish({ ...cancelled, code: null, error: "access_denied" }))).toEqual({
      reason: "denied",
      returnTo: "/kitaj/",
    });
    const wrongCode = await roundTrip(person("id10"));
    expect(failureOf(await finish({ ...wrongCode, code: "made-up" }))).toEqual({
      reason: "provider",
      returnTo: "/kitaj/",
    });
  });

  it("never takes over an account by its address, and needs an address to register", async () => {
    const { deps, roundTrip, finish, registerAnna } = setup();
    await registerAnna();
    expect(failureOf(await finish(await roundTrip(person("id11", "ANNA@example.com"))))).toEqual({
      reason: "email_taken",
      returnTo: "/kitaj/",
    });
    expect((await deps.users.findByEmail("anna@example.com"))?.socials).toEqual([]);
    expect(failureOf(await finish(await roundTrip(person("id12", null))))).toEqual({
      reason: "no_email",
      returnTo: "/kitaj/",
    });
  });

  it("links a network to the signed-in account and refuses one that is another account's", async () => {
    const { deps, roundTrip, finish, registerAnna } = setup();
    await registerAnna();
    const caller = { userId: 1, sessionId: 1 };
    const linked = await finish(
      await roundTrip(person("m1", "anna@mail.example"), { purpose: "link", caller, provider: "mailru" }),
    );
    expect(Result.isSuccess(linked) && linked.success).toEqual({ _tag: "Linked", returnTo: "/u/settings/security/" });
    expect((await deps.users.findById(1))?.socials).toEqual([{ provider: "mailru", social_id: "m1" }]);
    await finish(await roundTrip(person("id13")));
    expect(failureOf(await finish(await roundTrip(person("id13"), { purpose: "link", caller })))).toEqual({
      reason: "taken",
      returnTo: "/u/settings/security/",
    });
  });

  it("drops the states that ran out when a new flow starts", async () => {
    const { deps, roundTrip, advance } = setup();
    const old = await roundTrip(person("id15"));
    advance(11 * 60 * 1000);
    await roundTrip(person("id16"));
    const taken = await runUseCase(deps.oauthStates.take(deps.tokens.hashToken(old.state ?? ""), start));
    expect(taken).toEqual(Result.fail({ _tag: "StateUnknown" }));
  });

  it("needs a signed-in caller to start a link, and a configured provider", async () => {
    const { deps } = setup();
    const base = { returnTo: null, redirectUri: redirectUri("vkontakte") } as const;
    expect(
      await runUseCase(startSocialSignIn(deps, { ...base, provider: "vkontakte", purpose: "link", caller: null })),
    ).toEqual(Result.fail({ _tag: "SignInRequired" }));
    expect(
      await runUseCase(startSocialSignIn(deps, { ...base, provider: "odnoklassniki", purpose: "login", caller: null })),
    ).toEqual(Result.fail({ _tag: "ProviderUnavailable" }));
  });

  it("keeps a password-less account's last network, until a password is set without the current one", async () => {
    const { deps, roundTrip, finish } = setup();
    await finish(await roundTrip(person("id14")));
    const caller = { userId: 1, sessionId: 1 };
    const social = { provider: "vkontakte" as const, social_id: "id14" };
    expect(await runUseCase(detachSocial(deps, caller, social))).toEqual(Result.fail({ _tag: "LastSignInMethod" }));
    expect((await currentUser(deps, caller))?.has_password).toBe(false);
    const saved = await runUseCase(editSecurity(deps, caller, { newPassword: "a new password" }, client));
    expect(Result.isSuccess(saved) && saved.success.has_password).toBe(true);
    const detached = await runUseCase(detachSocial(deps, caller, social));
    expect(Result.isSuccess(detached) && detached.success.socials).toEqual([]);
  });
});
