import type { HskLevel } from "./hsk-level";

/**
 * Whether the visitor's HSK level meets a requirement. No verdict when the requirement is unknown (the data
 * names none) or the visitor has not stated a level; `missing` is how many levels are still to go.
 */
export type HskReadiness =
  | { readonly _tag: "NoRequirement" }
  | { readonly _tag: "LevelUnknown"; readonly required: number }
  | { readonly _tag: "Meets"; readonly level: HskLevel; readonly required: number }
  | { readonly _tag: "Short"; readonly level: HskLevel; readonly required: number; readonly missing: number };

/** A requirement is an HSK level 1..9 (the data allows the nine-level scale); anything else reads as unknown. */
const isRequirement = (required: number | null): required is number =>
  required !== null && Number.isInteger(required) && required >= 1 && required <= 9;

export const hskReadiness = (level: HskLevel | null, required: number | null): HskReadiness => {
  if (!isRequirement(required)) return { _tag: "NoRequirement" };
  if (level === null) return { _tag: "LevelUnknown", required };
  if (level >= required) return { _tag: "Meets", level, required };
  return { _tag: "Short", level, required, missing: required - level };
};
