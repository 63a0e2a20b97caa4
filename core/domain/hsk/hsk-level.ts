/** The levels a visitor can state: 0 (no certificate yet) and HSK 1..6. */
export const HSK_LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;

export type HskLevel = (typeof HSK_LEVELS)[number];

export const isHskLevel = (value: unknown): value is HskLevel => HSK_LEVELS.some((level) => level === value);

/** Reads a stated level from text ("3"); anything else, including "3.5", "03" or "7", is null. */
export const parseHskLevel = (text: string | null | undefined): HskLevel | null => {
  const trimmed = text?.trim() ?? "";
  if (!/^\d$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return isHskLevel(value) ? value : null;
};
