import { and, eq, isNull } from "drizzle-orm";
import type { Authentication, SessionAuthenticator } from "../../../../core/ports/session-authenticator.port";
import { hashToken } from "../../../security/tokens";
import type { Database } from "../database";
import { sessions, users } from "../schema";

const ROLES = new Set(["user", "staff", "admin"] as const);
type Role = "user" | "staff" | "admin";
const isRole = (value: string): value is Role => ROLES.has(value as Role);

/** A session's last activity is written at most once a minute, so reading the API stays (almost) write-free. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Looks a bearer token up by its hash (the hash sessions.sql.ts stores); revoked or unknown tokens are Invalid,
 * past-expiry ones Expired. An accepted call refreshes the session's last activity (shown in the user's sessions).
 */
export function sqlSessionAuthenticator(db: Database): SessionAuthenticator {
  return {
    async authenticate(token: string, now: Date): Promise<Authentication> {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          userId: users.id,
          role: users.role,
          expiresAt: sessions.expires_at,
          lastUsedAt: sessions.last_used_at,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.user_id))
        .where(and(eq(sessions.token_hash, hashToken(token)), isNull(sessions.revoked_at)))
        .limit(1);
      if (!row) return { _tag: "Invalid" };
      if (row.expiresAt.getTime() <= now.getTime()) return { _tag: "Expired" };
      if (now.getTime() - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ last_used_at: now }).where(eq(sessions.id, row.sessionId));
      }
      return {
        _tag: "Authenticated",
        viewer: { userId: row.userId, sessionId: row.sessionId, role: isRole(row.role) ? row.role : "user" },
      };
    },
  };
}
