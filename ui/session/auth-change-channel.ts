type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Tells this page that the browser's auth record was written (login, refresh, logout, expiry). The session store
 * announces it (ui/composition/browser-container.ts); the user-session hook listens. Changes made by other tabs
 * arrive as `storage` events instead.
 */
export const announceAuthChange = (): void => {
  for (const listener of [...listeners]) listener();
};

export const onAuthChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
