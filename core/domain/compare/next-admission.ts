import type { AdmissionWaves } from "../admission/admission-waves";
import { parseWaveDate } from "../admission/parse-wave-date";
import { waveDateText } from "../admission/wave-date-text";

/**
 * The nearest admission date that still matters: the end of a wave open now ("Closes") or the start of a wave
 * to come ("Opens"). `at` is the date as the data has it, `date` its Moscow day in Russian.
 */
export type AdmissionMilestone = {
  readonly _tag: "Closes" | "Opens";
  readonly at: string;
  readonly date: string;
  readonly label: string | null;
};

type BaseWaves = { readonly waves: Pick<AdmissionWaves, "status" | "waves"> };
type Candidate = { readonly milestone: AdmissionMilestone; readonly time: number };

const candidatesOf = (base: BaseWaves, now: number): Candidate[] =>
  base.waves.waves.flatMap((wave): Candidate[] => {
    const from = wave.date_from === null ? null : parseWaveDate(wave.date_from);
    const to = wave.date_to === null ? null : parseWaveDate(wave.date_to);
    const make = (tag: AdmissionMilestone["_tag"], iso: string, time: number): Candidate[] => {
      const date = waveDateText(iso);
      return date === null ? [] : [{ milestone: { _tag: tag, at: iso, date, label: wave.label }, time }];
    };
    if (from !== null && wave.date_from !== null && from.getTime() > now)
      return make("Opens", wave.date_from, from.getTime());
    const inside = to !== null && to.getTime() >= now && (from === null || from.getTime() <= now);
    if (base.waves.status === "open" && inside && wave.date_to !== null)
      return make("Closes", wave.date_to, to.getTime());
    return [];
  });

/**
 * Over every wave of the bases: a wave counts as open while its base is open and `now` lies within its dates
 * (both ends included). The earliest date wins; on a tie the closing one, which asks for action first.
 */
export const nextAdmission = (bases: readonly BaseWaves[], now: Date): AdmissionMilestone | null => {
  const all = bases.flatMap((base) => candidatesOf(base, now.getTime()));
  const order = (c: Candidate) => (c.milestone._tag === "Closes" ? 0 : 1);
  const best = all.reduce<Candidate | null>(
    (found, c) =>
      found === null || c.time < found.time || (c.time === found.time && order(c) < order(found)) ? c : found,
    null,
  );
  return best?.milestone ?? null;
};
