import type { AdmissionWaves } from "./admission-waves";

/**
 * Whether an applicant can apply to an education base now, and if not, why (ADR 032). Derived from the stored
 * waves and the free places only, so the badge, the places, the reason line and «Подать заявку» agree:
 * - Open: the waves are open and places are free (`available` null when the base does not publish them);
 * - Full: the waves are open but no place is free;
 * - Upcoming: the waves are closed before the wave `current` points at (0: the first), which opens on `opensOn`;
 * - Finished: the waves are closed after the last one (current 6), which ended on `closedOn`;
 * - Closed: the waves are closed and say nothing more (current unknown).
 */
export type AdmissionAvailability =
  | { readonly _tag: "Open"; readonly available: number | null }
  | { readonly _tag: "Full" }
  | { readonly _tag: "Upcoming"; readonly opensOn: string | null; readonly opensAt: string | null }
  | { readonly _tag: "Finished"; readonly closedOn: string | null }
  | { readonly _tag: "Closed" };

/** An education base as far as applying to it matters. */
export type ApplicableBase = {
  readonly waves: AdmissionWaves;
  readonly available_places: number | null;
};

const FINISHED = 6;

export const admissionAvailability = ({ waves, available_places }: ApplicableBase): AdmissionAvailability => {
  if (waves.status === "open") {
    return available_places === 0 ? { _tag: "Full" } : { _tag: "Open", available: available_places };
  }
  const current = waves.current;
  if (current === null || !Number.isInteger(current) || current < 0 || current > FINISHED) return { _tag: "Closed" };
  if (current === FINISHED) return { _tag: "Finished", closedOn: waves.waves.at(-1)?.date_to_str ?? null };
  const next = waves.waves[Math.max(current, 1) - 1];
  return { _tag: "Upcoming", opensOn: next?.date_from_str ?? null, opensAt: next?.date_from ?? null };
};
