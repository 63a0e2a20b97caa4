import { Result } from "effect";
import type {
  ConsumeResetCodeError,
  NewResetCode,
  PasswordResetRepository,
} from "../../../core/ports/password-reset-repository.port";
import { promisedResult } from "../promised-result";

type Row = NewResetCode & { usedAt: Date | null };

/** The in-memory reset code repository. */
export function memoryPasswordResetRepository(): PasswordResetRepository {
  const rows: Row[] = [];
  return {
    async create(code: NewResetCode) {
      if (rows.some((row) => row.codeHash === code.codeHash)) throw new Error("A reset code with this hash exists");
      rows.push({ ...code, usedAt: null });
    },
    async invalidateUnused(userId: number, now: Date) {
      for (const row of rows) if (row.userId === userId && !row.usedAt) row.usedAt = now;
    },
    consume: (codeHash: string, now: Date) =>
      promisedResult(async (): Promise<Result.Result<{ readonly userId: number }, ConsumeResetCodeError>> => {
        const row = rows.find((r) => r.codeHash === codeHash);
        if (!row) return Result.fail({ _tag: "CodeUnknown" });
        if (row.usedAt) return Result.fail({ _tag: "CodeUsed" });
        if (now.getTime() >= row.expiresAt.getTime()) return Result.fail({ _tag: "CodeExpired" });
        row.usedAt = now;
        return Result.succeed({ userId: row.userId });
      }),
  };
}
