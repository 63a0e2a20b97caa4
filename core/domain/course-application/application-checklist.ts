import { type ChecklistEntry, type ChecklistSource, documentChecklist } from "../documents/document-checklist";
import { type CourseChecklistSource, courseChecklist } from "./course-checklist";

/** What any application's checklist is built from: the applied-for base, a course, or nothing (a program). */
export type ApplicationChecklistSource = ChecklistSource | CourseChecklistSource;

export const isCourseChecklistSource = (source: ApplicationChecklistSource): source is CourseChecklistSource =>
  "course_kind" in source;

/** The checklist of an application: a course's by its rules (ADR 059), else the base's (ADR 052). */
export const applicationChecklist = (source: ApplicationChecklistSource | null): readonly ChecklistEntry[] =>
  source !== null && isCourseChecklistSource(source) ? courseChecklist(source) : documentChecklist(source);
