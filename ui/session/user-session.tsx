import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { clearedHandoffAssignment } from "../../adapters/storage/browser/auth-handoff-cookie";
import { SESSION_STORAGE_KEYS } from "../../adapters/storage/browser/session-storage-keys";
import { isLoggedIn } from "../../core/domain/auth/is-logged-in";
import type { User } from "../../core/domain/user/user";
import { useServices } from "../app/services";
import { onAuthChange } from "./auth-change-channel";
import type { ShownSession } from "./settle-session";

export type UserSession = {
  /** The current user; id 0 when nobody is logged in. */
  readonly user: User;
  readonly loggedIn: boolean;
  /** POST /api/auth/logout (errors ignored, local session cleared), then a reload as the anonymous visitor. */
  readonly logout: () => Promise<void>;
};

const UserSessionContext = createContext<UserSession | null>(null);

const hasStoredRecord = (): boolean => {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEYS.authRecord) !== null;
  } catch {
    return false;
  }
};

/**
 * Who is logged in. The server render shows `renderedUser` (main data, from the auth cookie); after hydration the
 * browser's own session decides (spec 4): it is settled once, then again whenever this tab writes the auth record
 * or another tab changes it, reloading the page when the spec asks for it.
 */
export function UserSessionProvider({ renderedUser, children }: { renderedUser: User; children: ReactNode }) {
  const services = useServices();
  const [shown, setShown] = useState<ShownSession>({ user: renderedUser });
  const shownRef = useRef(shown);

  useEffect(() => {
    let active = true;
    let queue: Promise<void> = Promise.resolve();
    const settle = () => {
      queue = queue
        .then(async () => {
          const { sessionStep } = await import("./session-step");
          const deps = {
            session: services.session,
            auth: services.api.auth,
            cookies: () => document.cookie,
            clearHandoffMark: () => {
              document.cookie = clearedHandoffAssignment;
            },
            now: services.now,
          };
          const step = await sessionStep(deps, shownRef.current, window.location.pathname);
          if (!active) return;
          if (step._tag === "Reload") {
            window.location.reload();
            return;
          }
          shownRef.current = step.session;
          setShown(step.session);
        })
        .catch(() => {
          // The session is left as the page shows it; the next change settles it again.
        });
    };
    // An anonymous visitor with nothing stored has nothing to settle: the browser services stay unloaded.
    if (isLoggedIn(shownRef.current.user) || hasStoredRecord()) settle();
    const stopListening = onAuthChange(settle);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SESSION_STORAGE_KEYS.authRecord) settle();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      active = false;
      stopListening();
      window.removeEventListener("storage", onStorage);
    };
  }, [services]);

  const logout = useCallback(async () => {
    await services.api.auth.logout();
    window.location.reload();
  }, [services]);

  // Main data carries a fresher copy of the same user (e.g. after a profile edit); another user is never mixed in.
  const user = shown.user.id === renderedUser.id ? renderedUser : shown.user;
  const value = useMemo(() => ({ user, loggedIn: isLoggedIn(user), logout }), [user, logout]);
  return <UserSessionContext.Provider value={value}>{children}</UserSessionContext.Provider>;
}

/** The visitor's session (inside the site shell). */
export function useUserSession(): UserSession {
  const session = useContext(UserSessionContext);
  if (session === null) throw new Error("useUserSession() outside <UserSessionProvider>");
  return session;
}
