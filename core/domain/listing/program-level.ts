/** The prefix of a programLevel route segment: three characters, stripped when read (spec 2). */
export const PROGRAM_LEVEL_PREFIX = "pl-";

/** The programLevel value that means the language-courses filter rather than a degree program. */
export const LANGUAGE_COURSE_SLUG = "language-course";
