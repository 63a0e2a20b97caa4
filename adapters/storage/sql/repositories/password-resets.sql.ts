import { and, eq, gt, isNull } from "drizzle-orm";
import { Result } from "effect";
import type {
  ConsumeResetCodeError,
  NewResetCode,
  PasswordResetRepository,
} from "../../../../core/ports/password-reset-repository.port";
import { promisedResult } from "../../promised-result";
import type { Database } from "../database";
import { passwordResetCodes } from "../schema";

/** Reset codes in PostgreSQL (or PGlite), by the SHA-256 of the code. */
export function sqlPasswordResetRepository(db: Database): PasswordResetRepository {
  return {
    async create(code: NewResetCode, now: Date) {
      await db
        .insert(passwordResetCodes)
        .values({ user_id: code.userId, code_hash: code.codeHash, expires_at: code.expiresAt, created_at: now });
    },

    async invalidateUnused(userId: number, now: Date) {
      await db
        .update(passwordResetCodes)
        .set({ used_at: now })
        .where(and(eq(passwordResetCodes.user_id, userId), isNull(passwordResetCodes.used_at)));
    },

    consume: (codeHash: string, now: Date) =>
      promisedResult(async (): Promise<Result.Result<{ readonly userId: number }, ConsumeResetCodeError>> => {
        // One conditional UPDATE: of two concurrent calls, only one can see used_at still null.
        const [used] = await db
          .update(passwordResetCodes)
          .set({ used_at: now })
          .where(
            and(
              eq(passwordResetCodes.code_hash, codeHash),
              isNull(passwordResetCodes.used_at),
              gt(passwordResetCodes.expires_at, now),
            ),
          )
          .returning({ userId: passwordResetCodes.user_id });
        if (used) return Result.succeed({ userId: used.userId });
        const [row] = await db
          .select({ usedAt: passwordResetCodes.used_at })
          .from(passwordResetCodes)
          .where(eq(passwordResetCodes.code_hash, codeHash));
        if (!row) return Result.fail({ _tag: "CodeUnknown" });
        return Result.fail(row.usedAt ? { _tag: "CodeUsed" } : { _tag: "CodeExpired" });
      }),
  };
}
