import type { AdmissionWaves } from "../admission/admission-waves";
import { hasOpenWaves } from "../admission/has-open-waves";
import { admissionWaveText } from "../admission/wave-text";

/** Whether a degree program takes applications now, and the admission line to show beside it. */
export type ProgramAdmission = { readonly open: boolean; readonly text: string | null };

/**
 * A degree program is open when one of its education bases is (spec 4). Its line is the wave text of its first
 * open base that has one; of a closed program, the first base's that has one; null when no base gives a text.
 */
export const programAdmission = (bases: readonly { readonly waves: AdmissionWaves }[]): ProgramAdmission => {
  const open = hasOpenWaves(bases);
  const candidates = open ? bases.filter((base) => base.waves.status === "open") : bases;
  const text = candidates.reduce<string | null>((found, base) => {
    if (found !== null) return found;
    const line = admissionWaveText(base.waves);
    return line.ok ? line.value.text : null;
  }, null);
  return { open, text };
};
