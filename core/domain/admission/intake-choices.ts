import type { AdmissionWaves } from "./admission-waves";

/**
 * The intakes an applicant may choose on the apply form: the waves whose application period has not ended at `now`
 * (a wave without an end date counts as open), each named by its label and the last day of applications.
 */
export const intakeChoices = (admission: AdmissionWaves, now: Date): readonly string[] =>
  admission.waves
    .filter((wave) => wave.date_to === null || Date.parse(wave.date_to) >= now.getTime())
    .map((wave) => {
      const label = wave.label?.trim() || "Набор";
      return wave.date_to_str ? `${label} (приём до ${wave.date_to_str})` : label;
    })
    .filter((choice, index, all) => all.indexOf(choice) === index);
