import { match } from "ts-pattern";
import { isRouteInstitutionType, isRouteListingType } from "./catalogue-route-type";
import { catalogueSegmentClass } from "./catalogue-segment-class";
import { isProfileSlug } from "./slug/profile-slug";
import { isRecordIdSegment } from "./slug/record-id-segment";
import { isSlug } from "./slug/slug-pattern";

/** What a route param accepts (spec 5). */
export type SegmentKind =
  /** catalog, universities, colleges or schools */
  | "listingType"
  /** universities, colleges or schools */
  | "institutionType"
  /** a slug starting with pl- */
  | "programLevel"
  /** an institution or education base: a slug ending in -digits, not starting with pl- */
  | "entitySlug"
  /** a country, city or degree program: a slug that is neither of the two above */
  | "plainSlug"
  /** any slug (blog, courses, quiz, service prices) */
  | "slug"
  /** `${id}-${username}` */
  | "profileSlug"
  /** a stored record's id: digits without a leading zero, at most 2147483647 (ADR 030) */
  | "recordId";

export const fitsSegmentKind = (kind: SegmentKind, segment: string): boolean =>
  match(kind)
    .with("listingType", () => isRouteListingType(segment))
    .with("institutionType", () => isRouteInstitutionType(segment))
    .with("programLevel", () => catalogueSegmentClass(segment) === "programLevel")
    .with("entitySlug", () => catalogueSegmentClass(segment) === "entity")
    .with("plainSlug", () => catalogueSegmentClass(segment) === "plain")
    .with("slug", () => isSlug(segment))
    .with("profileSlug", () => isProfileSlug(segment))
    .with("recordId", () => isRecordIdSegment(segment))
    .exhaustive();
