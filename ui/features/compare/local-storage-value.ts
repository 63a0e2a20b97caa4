/** A synchronous store over one local-storage key, as the browser adapters provide it. */
export type KeyStore<T> = { readonly key: string; read(): T; write(value: T): void };

/**
 * One value kept in local storage, shared by every component that shows it (useSyncExternalStore). The
 * adapter (with its zod parsing) is loaded on first use so it stays out of the first-load JavaScript; until
 * then, and always on the server, the snapshot is null ("not known yet"). Other tabs' changes arrive through
 * the storage event.
 */
export type LocalValue<T> = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T | null;
  getServerSnapshot(): T | null;
  /** The current value, once the adapter is loaded. */
  read(): Promise<T>;
  /** Applies a change to the current value, stores it and notifies every subscriber. */
  update(change: (current: T) => T): Promise<T>;
};

export const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export function localStorageValue<T>(load: () => Promise<KeyStore<T>>): LocalValue<T> {
  const listeners = new Set<() => void>();
  let snapshot: T | null = null;
  let loading: Promise<KeyStore<T>> | null = null;
  const emit = () => listeners.forEach((listener) => listener());
  const store = () =>
    (loading ??= load().then(
      (loaded) => {
        snapshot = loaded.read();
        emit();
        return loaded;
      },
      (error: unknown) => {
        loading = null; // a chunk that did not arrive is tried again next time
        throw error;
      },
    ));
  const onStorage = (event: StorageEvent) => {
    void store().then((loaded) => {
      if (event.key !== null && event.key !== loaded.key) return;
      snapshot = loaded.read();
      emit();
    });
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener("storage", onStorage);
      void store().catch(() => {});
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => null,
    read: async () => (await store()).read(),
    async update(change) {
      const loaded = await store();
      loaded.write(change(loaded.read()));
      snapshot = loaded.read();
      emit();
      return snapshot;
    },
  };
}
