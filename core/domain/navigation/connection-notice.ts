/** How long «Подключение восстановлено» stays after the connection comes back, in ms. */
export const RESTORED_NOTICE_MS = 4000;

export type ConnectionState = Readonly<{ online: boolean; restoredAt: number | null }>;

export const INITIAL_CONNECTION: ConnectionState = { online: true, restoredAt: null };

/** The state after the browser reports online or offline at `at`; only a return from offline counts as restored. */
export const connectionChanged = (state: ConnectionState, online: boolean, at: number): ConnectionState =>
  online === state.online ? state : online ? { online: true, restoredAt: at } : { online: false, restoredAt: null };

export type ConnectionNotice = "offline" | "restored" | null;

/** The notice shown at `now`: offline while offline, restored for a short while after it, otherwise none. */
export const connectionNotice = (state: ConnectionState, now: number): ConnectionNotice =>
  !state.online
    ? "offline"
    : state.restoredAt !== null && now >= state.restoredAt && now - state.restoredAt < RESTORED_NOTICE_MS
      ? "restored"
      : null;
