import type { NewSession, SessionRecord, SessionRepository } from "../../../core/ports/session-repository.port";

/** The in-memory session repository. */
export function memorySessionRepository(): SessionRepository {
  const rows = new Map<number, SessionRecord & { readonly tokenHash: string }>();
  let nextId = 1;
  const record = ({ tokenHash: _hash, ...session }: SessionRecord & { readonly tokenHash: string }): SessionRecord =>
    session;

  return {
    async create(session: NewSession, now: Date) {
      if ([...rows.values()].some((row) => row.tokenHash === session.tokenHash)) {
        throw new Error("A session with this token hash exists already");
      }
      const row = { ...session, id: nextId++, createdAt: now, lastUsedAt: now, revokedAt: null };
      rows.set(row.id, row);
      return record(row);
    },
    async findByTokenHash(tokenHash: string) {
      const row = [...rows.values()].find((r) => r.tokenHash === tokenHash);
      return row ? record(row) : null;
    },
    async revoke(id: number, now: Date) {
      const row = rows.get(id);
      if (!row || row.revokedAt) return false;
      rows.set(id, { ...row, revokedAt: now });
      return true;
    },
    async revokeAllOfUser(userId: number, now: Date, keepId: number | null) {
      let count = 0;
      for (const row of rows.values()) {
        if (row.userId === userId && row.id !== keepId && !row.revokedAt) {
          rows.set(row.id, { ...row, revokedAt: now });
          count++;
        }
      }
      return count;
    },
    async listActive(userId: number, expiredNoEarlierThan: Date) {
      return [...rows.values()]
        .filter((r) => r.userId === userId && !r.revokedAt && r.expiresAt.getTime() >= expiredNoEarlierThan.getTime())
        .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime() || b.id - a.id)
        .map(record);
    },
  };
}
