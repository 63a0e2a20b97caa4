import { ERROR_REPORTING_SAMPLE_RATES } from "../constants/error-reporting";

const DSN = /^https:\/\/([A-Za-z0-9]+)@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?\/(?:[\w.-]+\/)*\d+$/;

export type ErrorReportingSetup = Readonly<{
  /** The service's lazy loader script for this project key. */
  loaderUrl: string;
  options: Readonly<{
    dsn: string;
    tracesSampleRate: number;
    replaysSessionSampleRate: number;
    replaysOnErrorSampleRate: number;
  }>;
}>;

/**
 * The error-reporting client for a DSN (https://<public key>@<host>/<project>) with the sample rates of spec 9:
 * tracing 1, session replay 0.1, replay on error 1. Null when the DSN is absent or not of that form.
 */
export const errorReportingSetup = (dsn: string | undefined): ErrorReportingSetup | null => {
  const publicKey = dsn === undefined ? undefined : DSN.exec(dsn)?.[1];
  if (dsn === undefined || publicKey === undefined) return null;
  return {
    loaderUrl: `https://js.sentry-cdn.com/${publicKey}.min.js`,
    options: {
      dsn,
      tracesSampleRate: ERROR_REPORTING_SAMPLE_RATES.traces,
      replaysSessionSampleRate: ERROR_REPORTING_SAMPLE_RATES.replaysSession,
      replaysOnErrorSampleRate: ERROR_REPORTING_SAMPLE_RATES.replaysOnError,
    },
  };
};
