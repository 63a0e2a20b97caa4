import type { WaveStatus } from "./admission-waves";

/** An education base as far as its waves matter; a base without waves counts as closed. */
export type BaseWithWaves = { readonly waves?: { readonly status: WaveStatus } | null };

/** An institution has open waves when any of its education bases is open. */
export const hasOpenWaves = (bases: readonly BaseWithWaves[]): boolean =>
  bases.some((base) => base.waves?.status === "open");
