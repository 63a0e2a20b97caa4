/** Admission waves as Moscow calendar days, first and last day inclusive, and the day studies start. */
export type WaveCalendar = Readonly<{
  waves: readonly (readonly [string, string])[];
  studiesStart: string;
  /** Whether entrance exams or interviews follow the last wave. */
  exams: boolean;
}>;

export type CalendarKey =
  | "china-degree"
  | "china-grant"
  | "china-language"
  | "china-college"
  | "school"
  | "korea-degree"
  | "korea-grant"
  | "korea-language"
  | "japan-degree"
  | "japan-grant"
  | "japan-language"
  | "canada-degree"
  | "canada-language";

/** The 2026-2027 admission calendars; each base shifts its calendar by a few days. */
export const WAVE_CALENDARS: Readonly<Record<CalendarKey, WaveCalendar>> = {
  "china-degree": {
    waves: [
      ["2026-11-01", "2027-01-15"],
      ["2027-01-16", "2027-03-31"],
      ["2027-04-01", "2027-06-15"],
    ],
    studiesStart: "2027-09-01",
    exams: true,
  },
  "china-grant": {
    waves: [
      ["2026-11-15", "2027-01-31"],
      ["2027-02-01", "2027-03-31"],
    ],
    studiesStart: "2027-09-01",
    exams: true,
  },
  "china-language": {
    waves: [
      ["2026-09-01", "2026-11-30"],
      ["2026-12-01", "2027-02-15"],
      ["2027-02-16", "2027-05-31"],
      ["2027-06-01", "2027-07-31"],
    ],
    studiesStart: "2027-09-01",
    exams: false,
  },
  "china-college": {
    waves: [
      ["2026-12-01", "2027-02-28"],
      ["2027-03-01", "2027-05-31"],
      ["2027-06-01", "2027-07-20"],
    ],
    studiesStart: "2027-09-01",
    exams: true,
  },
  school: {
    waves: [
      ["2026-10-01", "2026-12-31"],
      ["2027-01-01", "2027-03-31"],
      ["2027-04-01", "2027-06-30"],
    ],
    studiesStart: "2027-08-20",
    exams: true,
  },
  "korea-degree": {
    waves: [
      ["2026-09-01", "2026-10-15"],
      ["2026-10-16", "2026-11-30"],
    ],
    studiesStart: "2027-03-02",
    exams: true,
  },
  "korea-grant": { waves: [["2027-02-01", "2027-03-15"]], studiesStart: "2027-09-01", exams: true },
  "korea-language": {
    waves: [
      ["2026-09-01", "2026-10-31"],
      ["2026-11-01", "2026-12-31"],
      ["2027-01-01", "2027-02-10"],
    ],
    studiesStart: "2027-03-02",
    exams: false,
  },
  "japan-degree": {
    waves: [
      ["2026-09-01", "2026-10-31"],
      ["2026-11-01", "2026-12-15"],
    ],
    studiesStart: "2027-04-01",
    exams: true,
  },
  "japan-grant": { waves: [["2026-04-15", "2026-05-31"]], studiesStart: "2027-04-01", exams: true },
  "japan-language": { waves: [["2026-09-01", "2026-11-30"]], studiesStart: "2027-04-01", exams: false },
  "canada-degree": {
    waves: [
      ["2026-10-01", "2027-01-15"],
      ["2027-01-16", "2027-03-01"],
    ],
    studiesStart: "2027-09-07",
    exams: true,
  },
  "canada-language": {
    waves: [
      ["2026-10-01", "2026-12-31"],
      ["2027-01-01", "2027-03-31"],
      ["2027-04-01", "2027-06-30"],
    ],
    studiesStart: "2027-09-07",
    exams: false,
  },
};
