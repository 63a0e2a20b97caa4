import type { VisitReport } from "../domain/attribution/visit-report";

/** Extra visitor parameters the analytics tag receives (GET /check). */
export type VisitorParams = Readonly<Record<string, string | number | boolean | null>>;

/** Visit tracking (spec 7, /api/ru/v1). */
export interface TrackingApi {
  /** POST /visit once per browser session, with the page, referrer and utm. Errors are ignored; it always resolves. */
  visit(report: VisitReport): Promise<void>;
  /** GET /check?yid=: parameters for the visitor with this analytics id. Failure: null. */
  check(yid: string): Promise<VisitorParams | null>;
}
