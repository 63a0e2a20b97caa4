/** A login: the hash of its bearer token, its lifetime and where it was used from. */
export type SessionRecord = Readonly<{
  id: number;
  userId: number;
  expiresAt: Date;
  createdAt: Date;
  lastUsedAt: Date;
  ip: string;
  userAgent: string;
  revokedAt: Date | null;
}>;

export type NewSession = Readonly<{
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  ip: string;
  userAgent: string;
}>;

/** Sessions by token hash; the token itself is never given to the repository. */
export interface SessionRepository {
  /** Stores a session created (and last used) at `now`. */
  create(session: NewSession, now: Date): Promise<SessionRecord>;
  /** The session of this token hash, revoked or not; null when unknown. */
  findByTokenHash(tokenHash: string): Promise<SessionRecord | null>;
  /** Revokes one session; true only if this call revoked it (it was not revoked before). */
  revoke(id: number, now: Date): Promise<boolean>;
  /** Revokes every unrevoked session of the user except `keepId`; answers how many it revoked. */
  revokeAllOfUser(userId: number, now: Date, keepId: number | null): Promise<number>;
  /** Unrevoked sessions of the user with `expiresAt >= expiredNoEarlierThan`, most recently used first. */
  listActive(userId: number, expiredNoEarlierThan: Date): Promise<readonly SessionRecord[]>;
}
