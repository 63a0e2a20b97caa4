import type { RefreshedSession } from "../../../core/ports/auth-api.port";
import type { SessionStore } from "../../../core/ports/session-store.port";

/** Sends POST /api/auth/refresh with this (expired) token; null on any failure. */
export type RefreshCall = (token: string) => Promise<RefreshedSession | null>;

/**
 * One refresh at a time (spec 7: after a 406, concurrent requests wait for the same refresh and retry with its
 * token). A success stores the new record; a failure clears the session, so no call refreshes again with the
 * dead token.
 */
export const sessionRefresh = (session: SessionStore, refreshCall: RefreshCall) => {
  let inFlight: Promise<RefreshedSession | null> | null = null;

  const clear = async (): Promise<void> => {
    await session.clearAuthRecord();
    await session.clearSessionId();
  };

  const start = (token: string): Promise<RefreshedSession | null> => {
    const run = (async () => {
      const refreshed = await refreshCall(token);
      if (refreshed === null) await clear();
      else await session.setAuthRecord(refreshed.record);
      return refreshed;
    })();
    inFlight = run.finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const currentToken = async (): Promise<string | null> => (await session.getAuthRecord())?.token ?? null;

  return {
    currentToken,
    clear,
    /** Refreshes the stored token now (or joins the refresh under way). Null when there is none or it fails. */
    async refresh(): Promise<RefreshedSession | null> {
      const token = await currentToken();
      if (inFlight !== null) return inFlight;
      return token === null ? null : start(token);
    },
    /**
     * The token to retry with after `sent` was refused with 406: the result of the refresh under way, the
     * newer token another call already obtained, or a new refresh. Null when the session is gone.
     */
    async renewedToken(sent: string): Promise<string | null> {
      const current = await currentToken();
      if (inFlight !== null) return (await inFlight)?.record.token ?? null;
      if (current !== sent) return current;
      return (await start(sent))?.record.token ?? null;
    },
    /**
     * The token to retry with after `sent` was refused with 401: only a newer token that another call's refresh
     * brought (the server revoked `sent` while this call was on its way). Never starts a refresh.
     */
    async replacedToken(sent: string): Promise<string | null> {
      const current = await currentToken();
      if (inFlight !== null) return (await inFlight)?.record.token ?? null;
      return current !== sent ? current : null;
    },
  };
};

export type SessionRefresh = ReturnType<typeof sessionRefresh>;
