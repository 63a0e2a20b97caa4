import { isEntitySlug } from "./slug/entity-slug";
import { isSlug } from "./slug/slug-pattern";

/** The prefix that marks a program level segment (spec 2); the listing filter strips it. */
export const PROGRAM_LEVEL_PREFIX = "pl-";

/** How a segment after the catalogue `type` reads; every segment has exactly one class (ADR 007). */
export type CatalogueSegmentClass = "programLevel" | "entity" | "plain" | "invalid";

/** The pl- prefix wins over the -digits suffix: "pl-grade-9" is a program level, never an institution. */
export const catalogueSegmentClass = (segment: string): CatalogueSegmentClass => {
  if (!isSlug(segment)) return "invalid";
  if (segment.startsWith(PROGRAM_LEVEL_PREFIX)) return "programLevel";
  return isEntitySlug(segment) ? "entity" : "plain";
};
