export type AnalyticsParams = Readonly<Record<string, string | number | boolean | null>>;

/** The analytics tag. Reporting never fails the caller. */
export interface Analytics {
  /** A page view (sent 250 ms after a route change). Errors are swallowed; it always resolves. */
  pageView(path: string): Promise<void>;
  /** A named event with its parameters. Errors are swallowed; it always resolves. */
  event(name: string, params: AnalyticsParams): Promise<void>;
}
