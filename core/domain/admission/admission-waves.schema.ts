import { z } from "zod";
import { parseWaveDate } from "./parse-wave-date";

const text = z.string().trim().min(1).nullable().catch(null);
const isoDate = z
  .string()
  .refine((value) => parseWaveDate(value) !== null)
  .nullable()
  .catch(null);
const waveNumber = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^-?\d+$/)
      .transform(Number),
  ])
  .nullable()
  .catch(null);

/** A wave as the API may send it; a malformed entry keeps its position as an empty wave. */
export const rawWaveSchema = z
  .object({ label: text, date_from: isoDate, date_to: isoDate, date_from_str: text, date_to_str: text })
  .catch({ label: null, date_from: null, date_to: null, date_from_str: null, date_to_str: null });

/** Lenient reading of raw waves: every field falls back on its own, so partial data survives. */
export const rawAdmissionWavesSchema = z
  .object({
    status: z.enum(["open", "closed"]).catch("closed"),
    current: waveNumber,
    current_date_from: isoDate,
    current_date_to: isoDate,
    waves: z.array(rawWaveSchema).catch([]),
  })
  .catch({ status: "closed", current: null, current_date_from: null, current_date_to: null, waves: [] });
