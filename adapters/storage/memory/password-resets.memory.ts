import { err, ok } from "../../../core/domain/shared/result";
import type { NewResetCode, PasswordResetRepository } from "../../../core/ports/password-reset-repository.port";

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
    async consume(codeHash: string, now: Date) {
      const row = rows.find((r) => r.codeHash === codeHash);
      if (!row) return err({ _tag: "CodeUnknown" } as const);
      if (row.usedAt) return err({ _tag: "CodeUsed" } as const);
      if (now.getTime() >= row.expiresAt.getTime()) return err({ _tag: "CodeExpired" } as const);
      row.usedAt = now;
      return ok({ userId: row.userId });
    },
  };
}
