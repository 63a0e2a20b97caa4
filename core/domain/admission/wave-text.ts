import { match } from "ts-pattern";
import { err, ok, type Result } from "../shared/result";
import type { AdmissionWaves } from "./admission-waves";
import { type WavePhase, wavePhaseOf } from "./wave-phase";
import type { WaveTextError } from "./wave-text.errors";

/** The admission line in parts (for styling) and as one string. */
export type WaveText = {
  readonly phase: WavePhase;
  readonly label: string;
  readonly preposition: "с" | "до" | null;
  readonly date: string | null;
  readonly text: string;
};

type Recipe = {
  /** Fixed leading words, or null to use the wave's own label. */
  readonly lead: string | null;
  readonly preposition: WaveText["preposition"];
  readonly field: "date_from_str" | "date_to_str" | null;
  readonly wave: "first" | "last" | "current";
};

const recipeFor = (phase: WavePhase): Recipe =>
  match(phase)
    .with("upcoming", (): Recipe => ({ lead: "Приём заявок", preposition: "с", field: "date_from_str", wave: "first" }))
    .with("deadline", (): Recipe => ({ lead: null, preposition: "до", field: "date_to_str", wave: "current" }))
    .with("open-ended", (): Recipe => ({ lead: null, preposition: null, field: null, wave: "current" }))
    .with("finished", (): Recipe => ({ lead: "Приём завершён", preposition: null, field: "date_to_str", wave: "last" }))
    .exhaustive();

const indexOf = (recipe: Recipe, current: number, count: number): number =>
  match(recipe.wave)
    .with("first", () => 0)
    .with("last", () => count - 1)
    .with("current", () => current - 1)
    .exhaustive();

/**
 * The admission line chosen by `current`: 0 "Приём заявок с 1 марта 2026", 1..3 "2 волна до 15 апреля 2026",
 * 4..5 "4 волна", 6 "Приём завершён 30 июня 2026". Missing data or a number outside 0..6 is an error value.
 */
export const admissionWaveText = (
  waves: Pick<AdmissionWaves, "current" | "waves">,
): Result<WaveText, WaveTextError> => {
  const { current } = waves;
  const phase = current === null ? null : wavePhaseOf(current);
  if (current === null || phase === null) return err({ _tag: "CurrentOutOfRange", current });
  const recipe = recipeFor(phase);
  const index = Math.max(indexOf(recipe, current, waves.waves.length), 0);
  const wave = waves.waves[index];
  if (wave === undefined) return err({ _tag: "WaveMissing", current, index });
  const label = recipe.lead ?? wave.label;
  if (label === null) return err({ _tag: "LabelMissing", current, index });
  const date = recipe.field === null ? null : wave[recipe.field];
  if (recipe.field !== null && date === null) return err({ _tag: "DateMissing", current, index, field: recipe.field });
  const text = [label, recipe.preposition, date].filter((part) => part !== null).join(" ");
  return ok({ phase, label, preposition: recipe.preposition, date, text });
};
