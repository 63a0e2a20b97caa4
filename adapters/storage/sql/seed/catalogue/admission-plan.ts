import type { WaveStatus } from "../../../../../core/domain/admission/admission-waves";
import type { WaveCalendar } from "./data/wave-calendars.data";
import { moscowDayEnd, moscowDayStart, shiftDay } from "./moscow-day";
import { enrollmentPhaseText, waveProgress, waveState } from "./wave-progress";

export type PlannedWave = Readonly<{ position: number; label: string; from: Date; to: Date }>;

export type AdmissionPlan = Readonly<{
  waves: readonly PlannedWave[];
  status: WaveStatus;
  current: number;
  enrollmentPhase: string;
  /** The last day to submit documents: the end of the last wave. */
  submissionAt: Date;
  /** Entrance exams or interviews three weeks after the last wave; null for language courses. */
  entranceAt: Date | null;
  enrollmentAt: Date;
}>;

const EXAMS_AFTER_DAYS = 21;

/** A base's waves: its calendar moved by `shiftDays`, with the state seen at `now`. */
export const admissionPlan = (calendar: WaveCalendar, shiftDays: number, now: Date): AdmissionPlan => {
  const waves = calendar.waves.map(([first, last], index) => ({
    position: index + 1,
    label: `${index + 1} волна`,
    from: moscowDayStart(shiftDay(first, shiftDays)),
    to: moscowDayEnd(shiftDay(last, shiftDays)),
  }));
  const lastDay = shiftDay(calendar.waves[calendar.waves.length - 1]?.[1] ?? calendar.studiesStart, shiftDays);
  const progress = waveProgress(waves, now);
  return {
    waves,
    ...waveState(progress),
    enrollmentPhase: enrollmentPhaseText(progress),
    submissionAt: moscowDayEnd(lastDay),
    entranceAt: calendar.exams ? moscowDayStart(shiftDay(lastDay, EXAMS_AFTER_DAYS)) : null,
    enrollmentAt: moscowDayStart(calendar.studiesStart),
  };
};
