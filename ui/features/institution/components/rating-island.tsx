import type { Institution } from "../../../../core/domain/catalogue/institution";
import { deferredIsland } from "../../../components/deferred-island";
import { SECTION_IDS } from "../section-ids";

/**
 * The rating block, hydrated when it comes near the viewport or the visitor turns to it: the vote form, the log-in
 * prompt and the tooltip are off the page's first load; until then the vote posts to the page.
 */
export const RatingBlock = deferredIsland<{ institution: Institution }>({
  load: () => import("./rating-block").then((module) => module.RatingBlock),
  locate: () => document.getElementById(SECTION_IDS.rating)?.closest("section") ?? null,
});
