import type { Utm } from "../../domain/attribution/utm";
import type { Clock } from "../../ports/clock.port";
import type { VisitRepository } from "../../ports/visit-repository.port";
import { isSessionId } from "./session-id";

export type RecordVisitDeps = Readonly<{
  visits: VisitRepository;
  clock: Clock;
  /** A new random session id (URL-safe, at least 128 bits). */
  newSessionId: () => string;
}>;

export type VisitReport = Readonly<{
  /** The id the client kept from an earlier visit, if any. */
  sessionId: string | null;
  yid: string | null;
  path: string;
  referrer: string;
  utm: Utm;
  userId: number | null;
  ip: string;
  userAgent: string;
}>;

/**
 * Stores a visit and answers the session id the client keeps: the one it sent when that is a well-formed id,
 * otherwise a new one (a missing or corrupt id is replaced rather than refused, so the client always recovers).
 */
export const recordVisit = async (
  { visits, clock, newSessionId }: RecordVisitDeps,
  report: VisitReport,
): Promise<{ sessionId: string }> => {
  const sessionId = report.sessionId !== null && isSessionId(report.sessionId) ? report.sessionId : newSessionId();
  await visits.add({ ...report, sessionId, at: clock.now() });
  return { sessionId };
};
