import { gt, type SQL, sql } from "drizzle-orm";
import { BOOKING_STATUSES } from "../../../../core/domain/booking/booking-status";
import type { QueueCriteria } from "../../../../core/domain/staff-queue/queue-criteria";
import { queueStatusOrder } from "../../../../core/domain/staff-queue/status-windows";
import type { Database } from "../database";
import { bookingStatusCounts } from "../schema";

/** True when the criteria select by nothing but the status: the counts are the whole queue's. */
export const countsAreWholeQueue = (c: QueueCriteria): boolean =>
  c.partyStatuses === null &&
  c.institution === null &&
  c.program === null &&
  c.course === null &&
  c.intake === null &&
  c.assignee === "any" &&
  c.overdue === null &&
  c.search === null;

/** The whole queue's counts per status, from the rows the bookings triggers keep (migration 0017). */
export const wholeQueueCounts = async (db: Database): Promise<Record<string, number>> => {
  const rows = await db
    .select({ status: bookingStatusCounts.status, n: bookingStatusCounts.n })
    .from(bookingStatusCounts)
    .where(gt(bookingStatusCounts.n, 0));
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
};

const KNOWN_ORDER = queueStatusOrder(BOOKING_STATUSES);

/**
 * The counts and one page's ids of a selection read in one statement: the matching applications are found once
 * (a CTE used twice, so PostgreSQL computes it once), then counted per status and sorted in the queue's order
 * (the domain's statuses by rank, unknown ones by name; oldest in a status first). Used for searches, where
 * finding the rows is the costly part and reading them once per status window would repeat it.
 */
export const selectionInOneRead = async (
  db: Database,
  where: SQL | undefined,
  criteria: QueueCriteria,
): Promise<{ counts: Record<string, number>; ids: number[] }> => {
  const rank = sql`array_position(array[${sql.join(
    KNOWN_ORDER.map((status) => sql`${status}`),
    sql`, `,
  )}]::text[], "m"."status")`;
  const inStatus = criteria.status === null ? sql`true` : sql`"m"."status" = ${criteria.status}`;
  const result = (await db.execute(sql`
    with "m" as (select "id", "status", "status_changed_at" from "bookings" where ${where ?? sql`true`})
    select
      (select coalesce(json_object_agg("c"."status", "c"."n"), '{}'::json)
         from (select "m"."status", count(*)::int as "n" from "m" group by "m"."status") "c") as "counts",
      (select coalesce(json_agg("p"."id" order by "p"."rank" nulls last, "p"."status", "p"."status_changed_at", "p"."id"), '[]'::json)
         from (select "m"."id", "m"."status", "m"."status_changed_at", ${rank} as "rank" from "m" where ${inStatus}
               order by 4 nulls last, 2, 3, 1 limit ${criteria.limit} offset ${criteria.offset}) "p") as "ids"
  `)) as unknown as { rows: { counts: unknown; ids: unknown }[] };
  const row = result.rows[0];
  const parse = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);
  return {
    counts: (parse(row?.counts) ?? {}) as Record<string, number>,
    ids: (parse(row?.ids) ?? []) as number[],
  };
};
