/** Whether an education base currently accepts applications. Missing data means "closed". */
export type WaveStatus = "open" | "closed";

/** One admission wave. Dates are ISO-8601 strings; `_str` holds the Moscow-day text ("1 марта 2026"). */
export type Wave = {
  readonly label: string | null;
  readonly date_from: string | null;
  readonly date_to: string | null;
  readonly date_from_str: string | null;
  readonly date_to_str: string | null;
};

/** The admission waves of an education base; `current` (0..6) selects the text shown (see wave-text.ts). */
export type AdmissionWaves = {
  readonly status: WaveStatus;
  readonly current: number | null;
  readonly current_date_from: string | null;
  readonly current_date_to: string | null;
  readonly waves: readonly Wave[];
};
