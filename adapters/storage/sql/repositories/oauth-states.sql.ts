import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { Result } from "effect";
import { socialProviderSchema } from "../../../../core/domain/user/social-provider.schema";
import type {
  OAuthState,
  OAuthStateRepository,
  TakeStateError,
} from "../../../../core/ports/oauth-state-repository.port";
import { promisedResult } from "../../promised-result";
import type { Database } from "../database";
import { oauthStates } from "../schema";

type Row = typeof oauthStates.$inferSelect;

const toState = (row: Row): OAuthState | null => {
  const provider = socialProviderSchema.safeParse(row.provider);
  if (!provider.success || (row.purpose !== "login" && row.purpose !== "link")) return null;
  return {
    stateHash: row.state_hash,
    provider: provider.data,
    purpose: row.purpose,
    userId: row.user_id,
    codeVerifier: row.code_verifier,
    returnTo: row.return_to,
    expiresAt: row.expires_at,
  };
};

/** OAuth states in PostgreSQL (or PGlite), by the SHA-256 of the state (ADR 049). */
export function sqlOAuthStateRepository(db: Database): OAuthStateRepository {
  return {
    async save(state: OAuthState, now: Date) {
      await db.insert(oauthStates).values({
        state_hash: state.stateHash,
        provider: state.provider,
        purpose: state.purpose,
        user_id: state.userId,
        code_verifier: state.codeVerifier,
        return_to: state.returnTo,
        expires_at: state.expiresAt,
        created_at: now,
      });
    },

    take: (stateHash: string, now: Date) =>
      promisedResult(async (): Promise<Result.Result<OAuthState, TakeStateError>> => {
        // One conditional UPDATE: of two concurrent callbacks with the same state, only one sees used_at null.
        const [taken] = await db
          .update(oauthStates)
          .set({ used_at: now })
          .where(
            and(eq(oauthStates.state_hash, stateHash), isNull(oauthStates.used_at), gt(oauthStates.expires_at, now)),
          )
          .returning();
        const state = taken ? toState(taken) : null;
        if (state) return Result.succeed(state);
        if (taken) return Result.fail({ _tag: "StateUnknown" });
        const [row] = await db
          .select({ usedAt: oauthStates.used_at })
          .from(oauthStates)
          .where(eq(oauthStates.state_hash, stateHash));
        if (!row) return Result.fail({ _tag: "StateUnknown" });
        return Result.fail(row.usedAt ? { _tag: "StateUsed" } : { _tag: "StateExpired" });
      }),

    async removeExpired(now: Date) {
      const removed = await db
        .delete(oauthStates)
        .where(lt(oauthStates.expires_at, now))
        .returning({ id: oauthStates.id });
      return removed.length;
    },
  };
}
