import { z } from "zod";

/** The kinds of course the site sells (the `courses.kind` column and the /courses/grid filter). */
export const COURSE_KIND_KEYS = ["online", "language", "individual", "hsk", "intensive"] as const;

export type CourseKind = (typeof COURSE_KIND_KEYS)[number];

/** A course as an application names it: enough to link to its page and to pick the course's rules. */
export const courseRefSchema = z
  .object({
    id: z.int().positive(),
    slug: z.string().min(1),
    title: z.string().min(1),
    kind: z.enum(COURSE_KIND_KEYS),
  })
  .readonly();

export type CourseRef = z.infer<typeof courseRefSchema>;
