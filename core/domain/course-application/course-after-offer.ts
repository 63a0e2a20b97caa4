import { match } from "ts-pattern";
import type { CourseKind } from "../catalogue/course-ref";
import { MILESTONE_STEPS, type MilestoneStep } from "../timeline/milestone-step";
import { courseStudyPlace } from "./course-study-place";
import { courseVisa } from "./course-stay";

/** The steps after the offer of a university application: all of them (ADR 055). */
export const UNIVERSITY_AFTER_OFFER_STEPS: readonly MilestoneStep[] = MILESTONE_STEPS;

/**
 * The steps after the offer a course application has (ADR 059). An online course has none: nobody travels. A course
 * in China for at most 180 days goes on an X2 visa, which the admission notice alone obtains (no JW202, and no
 * residence permit for a stay that short); a longer one takes the university path: JW202, X1 and the residence permit.
 * The visa step keeps its stored key (`x1_visa`); its title names the visa the course needs.
 */
export const courseAfterOfferSteps = (kind: CourseKind, duration: string): readonly MilestoneStep[] =>
  match(courseStudyPlace(kind))
    .returnType<readonly MilestoneStep[]>()
    .with("online", () => [])
    .with("china", () =>
      courseVisa(duration) === "x2"
        ? MILESTONE_STEPS.filter((step) => step !== "jw202" && step !== "residence_permit")
        : MILESTONE_STEPS,
    )
    .exhaustive();
