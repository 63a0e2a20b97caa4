import type { NewVisit, VisitorSummary, VisitRepository } from "../../../core/ports/visit-repository.port";

/** Visits in memory, with the summary rules of the SQL adapter (latest utm by time, then by insertion). */
export function memoryVisitRepository(): VisitRepository {
  const rows: NewVisit[] = [];
  return {
    async add(visit: NewVisit): Promise<void> {
      rows.push(structuredClone(visit));
    },
    async summaryByYid(yid: string, sessionId: string): Promise<VisitorSummary> {
      const mine = rows.filter((row) => row.yid === yid && row.sessionId === sessionId);
      const times = mine.map((row) => row.at.getTime());
      const latestWithUtm = mine
        .map((row, order) => ({ row, order }))
        .filter(({ row }) => Object.keys(row.utm).length > 0)
        .sort((a, b) => b.row.at.getTime() - a.row.at.getTime() || b.order - a.order)[0];
      return {
        visitsCount: mine.length,
        firstVisitAt: times.length > 0 ? new Date(Math.min(...times)) : null,
        lastVisitAt: times.length > 0 ? new Date(Math.max(...times)) : null,
        lastUtm: latestWithUtm ? { ...latestWithUtm.row.utm } : {},
        hasAccount: mine.some((row) => row.userId !== null),
      };
    },
  };
}
