import { match } from "ts-pattern";
import type { WaveStatus } from "../../../../../core/domain/admission/admission-waves";

/** Where `now` falls among a base's admission waves. */
export type WaveProgress =
  | { readonly _tag: "Upcoming" }
  | { readonly _tag: "Open"; readonly wave: number }
  | { readonly _tag: "Between"; readonly next: number }
  | { readonly _tag: "Finished" };

export type WaveSpan = Readonly<{ from: Date; to: Date }>;

/** The number after the last wave (core/domain/admission/wave-phase.ts: 6 is "finished"). */
const FINISHED = 6;

/** Where `now` falls among ordered, non-overlapping waves; a wave includes both ends. No waves means finished. */
export const waveProgress = (waves: readonly WaveSpan[], now: Date): WaveProgress => {
  const time = now.getTime();
  const inside = waves.findIndex((wave) => wave.from.getTime() <= time && time <= wave.to.getTime());
  if (inside >= 0) return { _tag: "Open", wave: inside + 1 };
  const next = waves.findIndex((wave) => time < wave.from.getTime());
  if (next === 0) return { _tag: "Upcoming" };
  return next > 0 ? { _tag: "Between", next: next + 1 } : { _tag: "Finished" };
};

/**
 * The stored wave state: open only inside a wave; `current` 0 before the first wave, the wave's number inside it
 * or while waiting for it, 6 after the last one.
 */
export const waveState = (progress: WaveProgress): { status: WaveStatus; current: number } =>
  match(progress)
    .with({ _tag: "Upcoming" }, () => ({ status: "closed" as const, current: 0 }))
    .with({ _tag: "Open" }, ({ wave }) => ({ status: "open" as const, current: wave }))
    .with({ _tag: "Between" }, ({ next }) => ({ status: "closed" as const, current: next }))
    .with({ _tag: "Finished" }, () => ({ status: "closed" as const, current: FINISHED }))
    .exhaustive();

/** The enrollment phase line of an education base. */
export const enrollmentPhaseText = (progress: WaveProgress): string =>
  match(progress)
    .with({ _tag: "Upcoming" }, () => "Приём документов скоро начнётся")
    .with({ _tag: "Open" }, () => "Идёт приём документов")
    .with({ _tag: "Between" }, () => "Перерыв между волнами приёма")
    .with({ _tag: "Finished" }, () => "Приём документов завершён")
    .exhaustive();
