/** Time units (spec 9): an hour is 3600 s, a day is 24 hours. */
export const DURATIONS = {
  hourSeconds: 3600,
  dayHours: 24,
  daySeconds: 86_400,
} as const;
