import type { VisitorSummary, VisitRepository } from "../../ports/visit-repository.port";

export type VisitorParamsDeps = Readonly<{ visits: VisitRepository }>;

/** What the analytics tag may learn about a visitor id (GET /check); an unknown id has no visits. */
export const visitorParams = ({ visits }: VisitorParamsDeps, yid: string): Promise<VisitorSummary> =>
  visits.summaryByYid(yid);
