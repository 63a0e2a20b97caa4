import { Result } from "effect";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runUseCase } from "../../core/application/shared/run-use-case";
import type { OAuthState, OAuthStateRepository } from "../../core/ports/oauth-state-repository.port";

export type OAuthStatesStore = Readonly<{
  oauthStates: OAuthStateRepository;
  newUserId: () => Promise<number>;
  close: () => Promise<void>;
}>;

const at = (time: string) => new Date(`2026-03-01T${time}:00.000Z`);

const aState = (overrides: Partial<OAuthState> = {}): OAuthState => ({
  stateHash: "h1",
  provider: "vkontakte",
  purpose: "login",
  userId: null,
  codeVerifier: "v".repeat(43),
  returnTo: "/kitaj/",
  expiresAt: at("09:10"),
  ...overrides,
});

/** The behaviour every OAuthStateRepository must have (run against memory and SQL, each test on an empty store). */
export function oauthStateRepositoryContract(name: string, open: () => Promise<OAuthStatesStore>) {
  describe(`OAuthStateRepository contract: ${name}`, () => {
    let store: OAuthStatesStore;
    let states: OAuthStateRepository;
    beforeEach(async () => {
      store = await open();
      states = store.oauthStates;
    });
    afterEach(() => store.close());

    it("gives a saved state back once, whole, before its expiry", async () => {
      const userId = await store.newUserId();
      const state = aState({ purpose: "link", userId, provider: "mailru", returnTo: "/u/settings/security/" });
      await states.save(state, at("09:00"));
      expect(await runUseCase(states.take("h1", at("09:09")))).toEqual(Result.succeed(state));
      expect(await runUseCase(states.take("h1", at("09:09")))).toEqual(Result.fail({ _tag: "StateUsed" }));
    });

    it("refuses a state at its expiry instant and after, and an unknown one", async () => {
      await states.save(aState(), at("09:00"));
      expect(await runUseCase(states.take("h1", at("09:10")))).toEqual(Result.fail({ _tag: "StateExpired" }));
      expect(await runUseCase(states.take("nope", at("09:01")))).toEqual(Result.fail({ _tag: "StateUnknown" }));
      expect(await runUseCase(states.take("h1", at("09:01")))).toEqual(Result.succeed(aState()));
    });

    it("lets only one of two concurrent callbacks take a state", async () => {
      await states.save(aState(), at("09:00"));
      const results = await Promise.all([
        runUseCase(states.take("h1", at("09:01"))),
        runUseCase(states.take("h1", at("09:01"))),
      ]);
      expect(results.filter((result) => Result.isSuccess(result))).toHaveLength(1);
    });

    it("removes only the states that expired", async () => {
      await states.save(aState({ stateHash: "old", expiresAt: at("09:05") }), at("08:55"));
      await states.save(aState({ stateHash: "new", expiresAt: at("09:20") }), at("09:10"));
      expect(await states.removeExpired(at("09:15"))).toBe(1);
      expect(await runUseCase(states.take("old", at("09:00")))).toEqual(Result.fail({ _tag: "StateUnknown" }));
      expect(Result.isSuccess(await runUseCase(states.take("new", at("09:15"))))).toBe(true);
    });
  });
}
