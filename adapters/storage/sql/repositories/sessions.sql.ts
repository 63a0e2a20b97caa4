import { and, desc, eq, gte, isNull, ne } from "drizzle-orm";
import type { NewSession, SessionRecord, SessionRepository } from "../../../../core/ports/session-repository.port";
import type { Database } from "../database";
import { sessions } from "../schema";

const columns = {
  id: sessions.id,
  userId: sessions.user_id,
  expiresAt: sessions.expires_at,
  createdAt: sessions.created_at,
  lastUsedAt: sessions.last_used_at,
  ip: sessions.ip,
  userAgent: sessions.user_agent,
  revokedAt: sessions.revoked_at,
};

/** Sessions in PostgreSQL (or PGlite), looked up by the SHA-256 of their token. */
export function sqlSessionRepository(db: Database): SessionRepository {
  return {
    async create(session: NewSession, now: Date): Promise<SessionRecord> {
      const [row] = await db
        .insert(sessions)
        .values({
          user_id: session.userId,
          token_hash: session.tokenHash,
          expires_at: session.expiresAt,
          ip: session.ip,
          user_agent: session.userAgent,
          created_at: now,
          last_used_at: now,
        })
        .returning(columns);
      if (!row) throw new Error("The session insert returned no row");
      return row;
    },

    async findByTokenHash(tokenHash: string) {
      const [row] = await db.select(columns).from(sessions).where(eq(sessions.token_hash, tokenHash)).limit(1);
      return row ?? null;
    },

    async revoke(id: number, now: Date) {
      const revoked = await db
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revoked_at)))
        .returning({ id: sessions.id });
      return revoked.length > 0;
    },

    async revokeAllOfUser(userId: number, now: Date, keepId: number | null) {
      const revoked = await db
        .update(sessions)
        .set({ revoked_at: now })
        .where(
          and(
            eq(sessions.user_id, userId),
            isNull(sessions.revoked_at),
            keepId === null ? undefined : ne(sessions.id, keepId),
          ),
        )
        .returning({ id: sessions.id });
      return revoked.length;
    },

    async listActive(userId: number, expiredNoEarlierThan: Date) {
      return db
        .select(columns)
        .from(sessions)
        .where(
          and(
            eq(sessions.user_id, userId),
            isNull(sessions.revoked_at),
            gte(sessions.expires_at, expiredNoEarlierThan),
          ),
        )
        .orderBy(desc(sessions.last_used_at), desc(sessions.id));
    },
  };
}
