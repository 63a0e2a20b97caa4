/** An admission wave's end: the last moment to apply in it. */
export type WaveDeadline = { readonly label: string; readonly closes_at: Date };

/**
 * The application deadline that matters after `now`: the wave named by the intake the applicant chose, when there is
 * one (null once it has closed), else the wave that closes first among those still open.
 */
export const applicationDeadline = (waves: readonly WaveDeadline[], intake: string, now: Date): Date | null => {
  const chosen = intake === "" ? undefined : waves.find((wave) => wave.label === intake);
  if (chosen) return chosen.closes_at > now ? chosen.closes_at : null;
  const ahead = waves.filter((wave) => wave.closes_at > now).map((wave) => wave.closes_at.getTime());
  return ahead.length === 0 ? null : new Date(Math.min(...ahead));
};
