import { z } from "zod";
import { courseRefSchema } from "./course-ref";
import { degreeProgramRefSchema } from "./degree-program-ref";
import { institutionRefSchema } from "./institution-ref";
import { timestampSchema } from "./timestamp";

const commonShape = {
  id: z.int().positive(),
  status: z.string().min(1),
  created_at: timestampSchema,
  updated_at: timestampSchema,
};

const namedRefSchema = z
  .object({ id: z.int().positive(), slug: z.string().min(1), title: z.string().min(1) })
  .readonly();

/** What a university application names: the institution, the base (or the program in its slot) and the program. */
const universityShape = {
  institution: institutionRefSchema,
  education_base: namedRefSchema,
  degree_program: degreeProgramRefSchema,
};

/** The variants of an application by what was applied for, each with the fields that describe it. */
export const applicationVariantShapes = {
  education_base: { ...commonShape, target: z.literal("education_base"), ...universityShape },
  /** A whole degree program: its booking names the program in `education_base` too (ADR 014). */
  degree_program: { ...commonShape, target: z.literal("degree_program"), ...universityShape },
  /** A course (ADR 059): no institution, base or program, the course itself. */
  course: { ...commonShape, target: z.literal("course"), course: courseRefSchema },
} as const;

/**
 * A booking (application) as the personal area lists it, a union on `target` (what was applied for). `status` is the
 * raw key: the booking module groups and titles it, unknown keys included.
 */
export const applicationSchema = z
  .discriminatedUnion("target", [
    z.object(applicationVariantShapes.education_base).readonly(),
    z.object(applicationVariantShapes.degree_program).readonly(),
    z.object(applicationVariantShapes.course).readonly(),
  ])
  .readonly();

export type Application = z.infer<typeof applicationSchema>;

/** What an application targets. */
export type ApplicationTarget = Application["target"];

/** A university application (an education base or a whole degree program). */
export type UniversityApplication = Extract<Application, { readonly target: "education_base" | "degree_program" }>;

/** A course application. */
export type CourseApplication = Extract<Application, { readonly target: "course" }>;
