import { match } from "ts-pattern";
import type { CourseKind } from "../catalogue/course-ref";
import { moscowCalendarDay } from "../admission/moscow-calendar-day";
import { courseStudyPlace } from "./course-study-place";

/** When a family may want a course to start: the form offers these, the UI names them (ADR 059). */
export type CourseStart =
  /** Individual lessons: the first lesson is agreed as soon as a teacher is free. */
  | { readonly _tag: "Soon" }
  /** A group online course: a new group starts every month. */
  | { readonly _tag: "Month"; readonly year: number; readonly month: number }
  /** A course in China: a semester at the university, in spring (March) or autumn (September). */
  | { readonly _tag: "Semester"; readonly year: number; readonly season: "spring" | "autumn" };

/** How many monthly starts an online course offers. */
export const COURSE_START_MONTHS = 3;
/** A semester is offered only when it starts at least this many months away: documents and the visa take that long. */
export const SEMESTER_LEAD_MONTHS = 3;
/** How many semesters a course in China offers. */
export const COURSE_START_SEMESTERS = 2;

const SEMESTER_MONTH = { spring: 3, autumn: 9 } as const;

/** Month numbers counted from year 0 (January of year y is y * 12). */
const monthIndex = (year: number, month: number) => year * 12 + (month - 1);
const monthOf = (index: number) => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });

const nextMonths = (current: number): CourseStart[] =>
  Array.from({ length: COURSE_START_MONTHS }, (_, i) => ({ _tag: "Month", ...monthOf(current + 1 + i) }) as const);

const nextSemesters = (current: number): CourseStart[] => {
  const starts: CourseStart[] = [];
  for (let index = current + SEMESTER_LEAD_MONTHS; starts.length < COURSE_START_SEMESTERS; index += 1) {
    const { year, month } = monthOf(index);
    if (month === SEMESTER_MONTH.spring) starts.push({ _tag: "Semester", year, season: "spring" });
    if (month === SEMESTER_MONTH.autumn) starts.push({ _tag: "Semester", year, season: "autumn" });
  }
  return starts;
};

/**
 * The starts a course's apply form offers, as of the Moscow calendar month of `now`: the next three months for an
 * online group course (a group starts each month); «as soon as possible» and then the next three months for
 * individual lessons; for a course in China the next two semesters (March, September) at least three months away.
 */
export const courseStarts = (kind: CourseKind, now: Date): readonly CourseStart[] => {
  const { year, month } = moscowCalendarDay(now);
  const current = monthIndex(year, month);
  return match(kind)
    .returnType<readonly CourseStart[]>()
    .with("individual", () => [{ _tag: "Soon" }, ...nextMonths(current)])
    .with("online", "hsk", "intensive", "language", (k) =>
      courseStudyPlace(k) === "china" ? nextSemesters(current) : nextMonths(current),
    )
    .exhaustive();
};
