import type { ErrorReportingSetup } from "../../core/domain/navigation/error-reporting-setup";

type ReportingClient = { init: (options: Record<string, unknown>) => void };
type LoaderWindow = Window & { sentryOnLoad?: () => void; Sentry?: ReportingClient };

/**
 * Prepares the error-reporting loader: when its script arrives it calls sentryOnLoad, which starts the client with
 * the DSN and the spec 9 sample rates (tracing 1, session replay 0.1, replay on error 1).
 */
export function prepareErrorReporting(setup: ErrorReportingSetup): void {
  const w = window as LoaderWindow;
  w.sentryOnLoad = () => w.Sentry?.init({ ...setup.options });
}
