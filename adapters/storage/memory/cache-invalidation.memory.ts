import type { CacheInvalidationBus } from "../../../core/ports/cache-invalidation.port";

/** Buses that hear each other, as the processes on one database do: `bus()` is one process's end. */
export type MemoryInvalidationHub = Readonly<{ bus(): CacheInvalidationBus }>;

/** In-memory invalidation: every bus of the hub hears every announcement at once (one process, or a test). */
export function memoryInvalidationHub(): MemoryInvalidationHub {
  const buses = new Set<Set<() => void>>();
  return {
    bus() {
      const listeners = new Set<() => void>();
      buses.add(listeners);
      return {
        async publish() {
          for (const each of buses) for (const listener of [...each]) listener();
        },
        subscribe(onChange) {
          const listener = () => onChange();
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        async close() {
          buses.delete(listeners);
        },
      };
    },
  };
}

/** The bus of a lone process (the embedded database): announcements reach this process's subscribers only. */
export const memoryCacheInvalidationBus = (): CacheInvalidationBus => memoryInvalidationHub().bus();
