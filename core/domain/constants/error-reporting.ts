/** Sample rates of the error-reporting service (spec 9), each between 0 and 1. */
export const ERROR_REPORTING_SAMPLE_RATES = {
  traces: 1,
  replaysSession: 0.1,
  replaysOnError: 1,
} as const;
