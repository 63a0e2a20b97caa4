/** The HSK levels asked by a set of education bases: the lowest opens the door, the highest is shown beside it. */
export type HskRequirement = { readonly min: number; readonly max: number };

/** Over the bases' `extra.hsk_level`; bases without a level are ignored; null when none names one. */
export const hskRequirement = (levels: readonly (number | null)[]): HskRequirement | null => {
  const known = levels.filter((level): level is number => level !== null && Number.isInteger(level) && level >= 1);
  if (known.length === 0) return null;
  return { min: Math.min(...known), max: Math.max(...known) };
};
