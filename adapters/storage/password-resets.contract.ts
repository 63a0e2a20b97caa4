import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PasswordResetRepository } from "../../core/ports/password-reset-repository.port";
import { Result } from "effect";
import { runUseCase } from "../../core/application/shared/run-use-case";

export type PasswordResetsStore = Readonly<{
  resetCodes: PasswordResetRepository;
  newUserId: () => Promise<number>;
  close: () => Promise<void>;
}>;

const at = (time: string) => new Date(`2026-03-01T${time}:00.000Z`);

/** The behaviour every PasswordResetRepository must have (run against memory and SQL). */
export function passwordResetRepositoryContract(name: string, open: () => Promise<PasswordResetsStore>) {
  describe(`PasswordResetRepository contract: ${name}`, () => {
    let store: PasswordResetsStore;
    let codes: PasswordResetRepository;
    let userId: number;
    beforeEach(async () => {
      store = await open();
      codes = store.resetCodes;
      userId = await store.newUserId();
    });
    afterEach(() => store.close());

    it("consumes a code once, before its expiry", async () => {
      await codes.create({ userId, codeHash: "c1", expiresAt: at("10:00") }, at("09:00"));
      expect(await runUseCase(codes.consume("c1", at("09:59")))).toEqual(Result.succeed({ userId }));
      expect(await runUseCase(codes.consume("c1", at("09:59")))).toEqual(Result.fail({ _tag: "CodeUsed" }));
    });

    it("refuses a code at its expiry instant and after, and an unknown code", async () => {
      await codes.create({ userId, codeHash: "c1", expiresAt: at("10:00") }, at("09:00"));
      expect(await runUseCase(codes.consume("c1", at("10:00")))).toEqual(Result.fail({ _tag: "CodeExpired" }));
      expect(await runUseCase(codes.consume("nope", at("09:30")))).toEqual(Result.fail({ _tag: "CodeUnknown" }));
      expect(await runUseCase(codes.consume("c1", at("09:30")))).toEqual(Result.succeed({ userId }));
    });

    it("invalidates the user's unused codes only", async () => {
      const other = await store.newUserId();
      await codes.create({ userId, codeHash: "mine", expiresAt: at("10:00") }, at("09:00"));
      await codes.create({ userId: other, codeHash: "theirs", expiresAt: at("10:00") }, at("09:00"));
      await codes.invalidateUnused(userId, at("09:10"));
      await codes.create({ userId, codeHash: "newer", expiresAt: at("10:10") }, at("09:10"));
      expect(await runUseCase(codes.consume("mine", at("09:20")))).toEqual(Result.fail({ _tag: "CodeUsed" }));
      expect(await runUseCase(codes.consume("newer", at("09:20")))).toEqual(Result.succeed({ userId }));
      expect(await runUseCase(codes.consume("theirs", at("09:20")))).toEqual(Result.succeed({ userId: other }));
    });

    it("lets only one of two concurrent consumers win", async () => {
      await codes.create({ userId, codeHash: "race", expiresAt: at("10:00") }, at("09:00"));
      const results = await Promise.all([
        runUseCase(codes.consume("race", at("09:01"))),
        runUseCase(codes.consume("race", at("09:01"))),
      ]);
      expect(results.filter((r) => Result.isSuccess(r))).toHaveLength(1);
    });
  });
}
