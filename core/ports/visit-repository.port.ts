import type { Utm } from "../domain/attribution/utm";

export type NewVisit = Readonly<{
  sessionId: string;
  /** The analytics tag's visitor id, when the page knows it. */
  yid: string | null;
  path: string;
  referrer: string;
  utm: Utm;
  userId: number | null;
  ip: string;
  userAgent: string;
  at: Date;
}>;

/** What is known about one analytics visitor id within one visit session; no personal data. */
export type VisitorSummary = Readonly<{
  visitsCount: number;
  firstVisitAt: Date | null;
  lastVisitAt: Date | null;
  /** The utm of the latest visit that carried any ({} when none did). */
  lastUtm: Utm;
  /** Some visit of this id was made while signed in. */
  hasAccount: boolean;
}>;

/** Visits reported by the site on its first load (spec 7, POST /visit). */
export interface VisitRepository {
  add(visit: NewVisit): Promise<void>;
  /**
   * The visits of an analytics id made in one visit session (the caller's own, ADR 072): another session's visits of
   * the same id are not counted, so claiming someone's id in a visit report shows nothing of theirs.
   */
  summaryByYid(yid: string, sessionId: string): Promise<VisitorSummary>;
}
