import { and, count, desc, eq, max, min, ne, sql } from "drizzle-orm";
import type { NewVisit, VisitorSummary, VisitRepository } from "../../../../core/ports/visit-repository.port";
import type { Database } from "../database";
import { visits } from "../schema";
import { utmFromJson } from "./utm-json";

/** Visits in PostgreSQL (or PGlite): table visits. */
export function sqlVisitRepository(db: Database): VisitRepository {
  return {
    async add(visit: NewVisit): Promise<void> {
      await db.insert(visits).values({
        session_id: visit.sessionId,
        yid: visit.yid,
        path: visit.path,
        referrer: visit.referrer,
        utm: visit.utm,
        ip: visit.ip,
        user_agent: visit.userAgent,
        user_id: visit.userId,
        created_at: visit.at,
      });
    },

    async summaryByYid(yid: string, sessionId: string): Promise<VisitorSummary> {
      const mine = and(eq(visits.yid, yid), eq(visits.session_id, sessionId));
      const [totals] = await db
        .select({
          visitsCount: count(),
          firstVisitAt: min(visits.created_at),
          lastVisitAt: max(visits.created_at),
          hasAccount: sql<boolean>`coalesce(bool_or(${visits.user_id} is not null), false)`,
        })
        .from(visits)
        .where(mine);
      const [latest] = await db
        .select({ utm: visits.utm })
        .from(visits)
        .where(and(mine, ne(visits.utm, sql`'{}'::jsonb`)))
        .orderBy(desc(visits.created_at), desc(visits.id))
        .limit(1);
      return {
        visitsCount: totals?.visitsCount ?? 0,
        firstVisitAt: totals?.firstVisitAt ?? null,
        lastVisitAt: totals?.lastVisitAt ?? null,
        lastUtm: latest ? utmFromJson(latest.utm) : {},
        hasAccount: totals?.hasAccount === true,
      };
    },
  };
}
