import { match, P } from "ts-pattern";

/**
 * What the current wave number means for the text: 0 before the first wave, 1..3 a wave with a deadline,
 * 4..5 a wave without one, 6 after the last wave.
 */
export type WavePhase = "upcoming" | "deadline" | "open-ended" | "finished";

/** The phase of a current wave number; null outside 0..6 (including non-integers). */
export const wavePhaseOf = (current: number): WavePhase | null =>
  match<number, WavePhase | null>(current)
    .with(0, () => "upcoming")
    .with(P.union(1, 2, 3), () => "deadline")
    .with(P.union(4, 5), () => "open-ended")
    .with(6, () => "finished")
    .otherwise(() => null);
