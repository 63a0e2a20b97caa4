import { match } from "ts-pattern";
import type { CourseKind } from "../catalogue/course-ref";
import type { ChecklistEntry } from "../documents/document-checklist";
import type { StandardDocumentKind } from "../documents/document-kind";
import { STANDARD_DOCUMENT_TITLES } from "../documents/document-titles";
import { courseStudyPlace } from "./course-study-place";
import { type CourseVisa, courseVisa } from "./course-stay";

/** What a course's checklist is built from: the course's kind and its duration text (ADR 059). */
export type CourseChecklistSource = { readonly course_kind: CourseKind; readonly course_duration: string };

type Line = { readonly kind: StandardDocumentKind; readonly mandatory: boolean };

/** The note of a course's paper: why it is asked for when it is not needed to send the application. */
const COURSE_DOCUMENT_NOTES: Readonly<Partial<Record<StandardDocumentKind, string>>> = {
  hsk: "Если вы уже сдавали HSK, по сертификату мы подберём группу вашего уровня.",
  diploma: "Университет попросит его при зачислении; чтобы отправить заявку, он не нужен.",
  medical: "Нужна для визы X1 и вида на жительство: понадобится после приглашения.",
};

const inChina = (visa: CourseVisa): readonly Line[] => [
  // the university enrols by the passport's data page and issues the admission notice for the visa with it
  { kind: "passport", mandatory: true },
  { kind: "photo", mandatory: true },
  // the highest education finished: asked for at enrolment, not before the first check
  { kind: "diploma", mandatory: false },
  // X1 (a stay over 180 days) needs the physical examination form for the residence permit; X2 does not
  ...(visa === "x1" ? [{ kind: "medical", mandatory: false } as const] : []),
];

/**
 * The checklist of a course application. A course taught online needs no papers: the checklist of an online group
 * course, an intensive and individual lessons is empty, and HSK preparation lists the HSK certificate as optional (it
 * places the learner in a group). A course in China lists the passport and the photo as mandatory, the diploma as
 * optional, and the medical form (optional until the offer) when the stay needs an X1 visa.
 */
export const courseChecklist = (source: CourseChecklistSource): readonly ChecklistEntry[] => {
  const lines = match(source.course_kind)
    .returnType<readonly Line[]>()
    .with("hsk", () => [{ kind: "hsk", mandatory: false }])
    .with("online", "individual", "intensive", "language", (kind) =>
      courseStudyPlace(kind) === "china" ? inChina(courseVisa(source.course_duration)) : [],
    )
    .exhaustive();
  return lines.map((line, position) => ({
    kind: line.kind,
    title: STANDARD_DOCUMENT_TITLES[line.kind],
    note: COURSE_DOCUMENT_NOTES[line.kind] ?? "",
    mandatory: line.mandatory,
    position,
  }));
};
