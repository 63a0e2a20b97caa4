import { Effect } from "effect";
import { match } from "ts-pattern";
import type { AuthRecord } from "../../domain/auth/auth-record";
import type { SocialFailure } from "../../domain/social/social-failure";
import type { SocialProfile } from "../../domain/social/social-profile";
import { socialSignInStep } from "../../domain/social/social-sign-in";
import type { SocialProvider } from "../../domain/user/social-provider";
import type { OAuthState } from "../../ports/oauth-state-repository.port";
import type { Account } from "../../ports/user-repository.port";
import type { ClientInfo } from "./auth-deps";
import { createAccount } from "./create-account";
import { issueSession } from "./issue-session";
import type { SocialDeps } from "./social-deps";

export type FinishSocialInput = Readonly<{
  provider: SocialProvider;
  /** The state the provider sent back, and the one this browser kept: both must be there and be the same. */
  state: string | null;
  browserState: string | null;
  code: string | null;
  /** The provider's `error` (e.g. access_denied when the person cancelled). */
  error: string | null;
  redirectUri: string;
}>;

export type FinishedSocial =
  | {
      readonly _tag: "SignedIn";
      readonly record: AuthRecord;
      readonly registered: boolean;
      readonly returnTo: string;
    }
  | { readonly _tag: "Linked"; readonly returnTo: string };

/** Why the flow stopped, and the page of the flow to tell it on (null when the state was not ours). */
export type SocialSignInFailed = {
  readonly _tag: "SocialSignInFailed";
  readonly reason: SocialFailure;
  readonly returnTo: string | null;
};

const failed = (reason: SocialFailure, returnTo: string | null) =>
  Effect.fail<SocialSignInFailed>({ _tag: "SocialSignInFailed", reason, returnTo });

/** The stored state of this browser's flow for this provider, taken once. */
const takeState = (deps: Pick<SocialDeps, "oauthStates" | "tokens">, input: FinishSocialInput, now: Date) =>
  Effect.gen(function* () {
    const { state, browserState } = input;
    if (state === null || state === "" || browserState !== state) return yield* failed("state", null);
    const stored = yield* deps.oauthStates
      .take(deps.tokens.hashToken(state), now)
      .pipe(Effect.catch(() => failed("state", null)));
    if (stored.provider !== input.provider) return yield* failed("state", null);
    return stored;
  });

/** A new account for the person the provider vouches for: their address and names, no password, status the network. */
const registerThrough = (deps: SocialDeps, provider: SocialProvider, profile: SocialProfile, now: Date) =>
  Effect.gen(function* () {
    const email = profile.email ?? "";
    const account = yield* createAccount(
      deps,
      { firstName: profile.firstName, lastName: profile.lastName, email, password: null, role: "user" },
      now,
    ).pipe(
      // No password, so nothing is hashed and the hasher cannot be busy.
      Effect.catchTag("HasherBusy", () => Effect.die(new Error("A social sign-up without a password hit the hasher"))),
    );
    yield* deps.users.linkSocial(account.id, { provider, social_id: profile.socialId }, now);
    yield* Effect.promise(() =>
      deps.users.updateProfile(
        account.id,
        { firstName: account.firstName, lastName: account.lastName, signature: "", status: provider },
        now,
      ),
    );
    return account;
  });

const signedIn = (record: AuthRecord, returnTo: string, registered = false): FinishedSocial => ({
  _tag: "SignedIn",
  record,
  registered,
  returnTo,
});

/** A write refused under a concurrent change: the address or the network was taken meanwhile, or the account went. */
const refusalOf = (failure: { readonly _tag: "EmailTaken" | "SocialTaken" | "AccountNotFound" }): SocialFailure =>
  match(failure._tag)
    .returnType<SocialFailure>()
    .with("EmailTaken", () => "email_taken")
    .with("SocialTaken", () => "taken")
    .with("AccountNotFound", () => "signed_out")
    .exhaustive();

const signIn = (deps: SocialDeps, account: Pick<Account, "id">, client: ClientInfo, now: Date) =>
  Effect.promise(() => issueSession(deps, account.id, client, now));

/**
 * Finishes the authorization-code flow (ADR 049): checks the state against this browser's and takes it once,
 * trades the code (with the PKCE verifier) for the person's profile, then signs in, registers or links as
 * `socialSignInStep` decides. Every refusal names the reason and, once the state is known, the page to return to.
 */
export const finishSocialSignIn = (
  deps: SocialDeps,
  input: FinishSocialInput,
  client: ClientInfo,
): Effect.Effect<FinishedSocial, SocialSignInFailed> =>
  Effect.gen(function* () {
    const now = deps.clock.now();
    const stored: OAuthState = yield* takeState(deps, input, now);
    const back = stored.returnTo;
    if (input.error !== null) return yield* failed(input.error === "access_denied" ? "denied" : "provider", back);
    if (input.code === null || input.code === "") return yield* failed("provider", back);
    const profile = yield* deps.social
      .exchange(input.provider, { code: input.code, codeVerifier: stored.codeVerifier, redirectUri: input.redirectUri })
      .pipe(Effect.catch(() => failed("provider", back)));
    const social = { provider: input.provider, social_id: profile.socialId };
    const linked = yield* Effect.promise(() => deps.users.findBySocial(social));
    const email = profile.email;
    const owner = email === null ? null : yield* Effect.promise(() => deps.users.findByEmail(email));
    const starterId = stored.userId;
    if (stored.purpose === "link" && starterId !== null) {
      if ((yield* Effect.promise(() => deps.users.findById(starterId))) === null)
        return yield* failed("signed_out", back);
    }
    const step = socialSignInStep({
      purpose: stored.purpose,
      starterId: stored.userId,
      linkedTo: linked?.id ?? null,
      emailOwner: owner?.id ?? null,
      hasEmail: profile.email !== null,
    });
    return yield* match(step)
      .returnType<Effect.Effect<FinishedSocial, SocialSignInFailed>>()
      .with({ _tag: "SignIn" }, ({ accountId }) =>
        signIn(deps, { id: accountId }, client, now).pipe(Effect.map((session) => signedIn(session.record, back))),
      )
      .with({ _tag: "Register" }, () =>
        registerThrough(deps, input.provider, profile, now).pipe(
          Effect.flatMap((account) => signIn(deps, account, client, now)),
          Effect.map((session): FinishedSocial => signedIn(session.record, back, true)),
          Effect.catch((failure) => failed(refusalOf(failure), back)),
        ),
      )
      .with({ _tag: "Link" }, ({ accountId }) =>
        deps.users.linkSocial(accountId, social, now).pipe(
          Effect.map((): FinishedSocial => ({ _tag: "Linked", returnTo: back })),
          Effect.catch((failure) => failed(refusalOf(failure), back)),
        ),
      )
      .with({ _tag: "AlreadyLinked" }, () => Effect.succeed({ _tag: "Linked" as const, returnTo: back }))
      .with({ _tag: "Refuse" }, ({ reason }) => failed(reason, back))
      .exhaustive();
  });
