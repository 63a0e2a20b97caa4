import { addDays, subDays } from "date-fns";
import type { notices } from "../../schema";
import type { CatalogueLookup } from "./catalogue-lookup";
import type { NoticeSeed } from "./seed-rows.types";

/** The notice rows: the main notice always, an institution's notice only when the institution is there. */
export function noticeRows(
  seeds: readonly NoticeSeed[],
  catalogue: Pick<CatalogueLookup, "institutionId">,
  now: Date,
): (typeof notices.$inferInsert)[] {
  return seeds.flatMap((notice) => {
    const modelId = catalogue.institutionId(notice.institution);
    if (notice.institution !== null && modelId === null) return [];
    return [
      {
        model_type: modelId === null ? null : "institution",
        model_id: modelId,
        text: notice.text,
        link: notice.link,
        level: notice.level,
        starts_at: subDays(now, notice.startsDaysAgo),
        ends_at: addDays(now, notice.endsInDays),
      },
    ];
  });
}
