import type { VisitorSummary, VisitRepository } from "../../ports/visit-repository.port";
import { isSessionId } from "./session-id";

export type VisitorParamsDeps = Readonly<{ visits: VisitRepository }>;

/** The answer for an id with no visits of the caller's own: the same whether the id is unknown or someone else's. */
export const NO_VISITS: VisitorSummary = {
  visitsCount: 0,
  firstVisitAt: null,
  lastVisitAt: null,
  lastUtm: {},
  hasAccount: false,
};

/**
 * What the analytics tag may learn about a visitor id (GET /check): only the caller's own visits, those of the visit
 * session the server issued to this browser (ADR 072). Without a well-formed session there are none.
 */
export const visitorParams = async (
  { visits }: VisitorParamsDeps,
  yid: string,
  sessionId: string | null,
): Promise<VisitorSummary> =>
  sessionId !== null && isSessionId(sessionId) ? visits.summaryByYid(yid, sessionId) : NO_VISITS;
