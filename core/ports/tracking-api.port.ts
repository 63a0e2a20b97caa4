import type { Utm } from "../domain/attribution/utm";
import type { VisitReport } from "../domain/attribution/visit-report";
import type { ChatLead } from "../domain/leads/chat-lead";
import type { SubmitResult } from "./submit-result";

/** Extra visitor parameters the analytics tag receives (GET /check). */
export type VisitorParams = Readonly<Record<string, string | number | boolean | null>>;

/** Visit tracking (spec 7, /api/ru/v1). */
export interface TrackingApi {
  /** POST /visit once per browser session, with the page, referrer and utm. Errors are ignored; it always resolves. */
  visit(report: VisitReport): Promise<void>;
  /** GET /check?yid=: parameters for the visitor with this analytics id. Failure: null. */
  check(yid: string): Promise<VisitorParams | null>;
  /** POST /call-tracking/lead: the live chat's lead (contacts left or a callback started), with the page's utm. */
  chatLead(lead: ChatLead, utm: Utm): Promise<SubmitResult>;
}
