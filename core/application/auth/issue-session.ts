import type { AuthRecord } from "../../domain/auth/auth-record";
import { accessTokenExpires } from "../../domain/auth/token-lifetime";
import type { AuthDeps, ClientInfo } from "./auth-deps";

export type IssuedSession = Readonly<{ record: AuthRecord; sessionId: number }>;

/** Longest user agent kept on a session. */
const USER_AGENT_MAX_LENGTH = 512;

/** A new session for the user: a fresh random token (only its hash is stored) living one hour from now. */
export const issueSession = async (
  deps: Pick<AuthDeps, "sessions" | "tokens">,
  userId: number,
  client: ClientInfo,
  now: Date,
): Promise<IssuedSession> => {
  const token = deps.tokens.newToken();
  const expires = accessTokenExpires(now);
  const session = await deps.sessions.create(
    {
      userId,
      tokenHash: deps.tokens.hashToken(token),
      expiresAt: new Date(expires),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
    },
    now,
  );
  return { record: { token, expires }, sessionId: session.id };
};
