import type { AdmissionWaves, Wave } from "./admission-waves";
import { rawAdmissionWavesSchema } from "./admission-waves.schema";
import { waveDateText } from "./wave-date-text";

/** The text form of a date: derived from the date when it parses, else the server's text, else null. */
const dateText = (iso: string | null, sent: string | null): string | null => waveDateText(iso) ?? sent;

const normalizeWave = (wave: Wave): Wave => ({
  ...wave,
  date_from_str: dateText(wave.date_from, wave.date_from_str),
  date_to_str: dateText(wave.date_to, wave.date_to_str),
});

/**
 * Turns raw or partial API data into AdmissionWaves without throwing. Status defaults to "closed";
 * unparseable dates, labels and numbers become null; `_str` forms are recomputed in Moscow time.
 */
export const normalizeAdmissionWaves = (raw: unknown): AdmissionWaves => {
  const parsed = rawAdmissionWavesSchema.parse(raw);
  return { ...parsed, waves: parsed.waves.map(normalizeWave) };
};
