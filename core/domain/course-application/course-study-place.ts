import { match } from "ts-pattern";
import type { CourseKind } from "../catalogue/course-ref";

/**
 * Where a course is taught. Language courses (a semester, a preparatory year) are taught at a partner university in
 * China; online group courses, intensives, HSK preparation and individual lessons are taught online from home.
 */
export type CourseStudyPlace = "online" | "china";

export const courseStudyPlace = (kind: CourseKind): CourseStudyPlace =>
  match(kind)
    .returnType<CourseStudyPlace>()
    .with("language", () => "china")
    .with("online", "individual", "hsk", "intensive", () => "online")
    .exhaustive();
