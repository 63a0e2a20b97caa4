import { Result } from "effect";
import type { OAuthState, OAuthStateRepository, TakeStateError } from "../../../core/ports/oauth-state-repository.port";
import { promisedResult } from "../promised-result";

/** The in-memory OAuth state repository: the same rules as the SQL one. */
export function memoryOAuthStateRepository(): OAuthStateRepository {
  const rows = new Map<string, { state: OAuthState; usedAt: Date | null }>();
  return {
    async save(state: OAuthState) {
      if (rows.has(state.stateHash)) throw new Error("An OAuth state with this hash exists");
      rows.set(state.stateHash, { state: { ...state }, usedAt: null });
    },
    take: (stateHash: string, now: Date) =>
      promisedResult(async (): Promise<Result.Result<OAuthState, TakeStateError>> => {
        const row = rows.get(stateHash);
        if (!row) return Result.fail({ _tag: "StateUnknown" });
        if (row.usedAt) return Result.fail({ _tag: "StateUsed" });
        if (now.getTime() >= row.state.expiresAt.getTime()) return Result.fail({ _tag: "StateExpired" });
        row.usedAt = now;
        return Result.succeed(row.state);
      }),
    async removeExpired(now: Date) {
      let removed = 0;
      for (const [hash, row] of rows) {
        if (row.state.expiresAt.getTime() < now.getTime()) {
          rows.delete(hash);
          removed += 1;
        }
      }
      return removed;
    },
  };
}
