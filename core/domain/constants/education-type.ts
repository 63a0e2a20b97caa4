/** Education type slugs and their API numbers (spec 9). */
export const EDUCATION_TYPES = { catalog: 0, universities: 1, colleges: 2, schools: 3 } as const;

export type EducationTypeSlug = keyof typeof EDUCATION_TYPES;
export type EducationTypeNumber = (typeof EDUCATION_TYPES)[EducationTypeSlug];

export const EDUCATION_TYPE_SLUGS: readonly EducationTypeSlug[] = ["catalog", "universities", "colleges", "schools"];

export const isEducationTypeSlug = (text: string): text is EducationTypeSlug =>
  (EDUCATION_TYPE_SLUGS as readonly string[]).includes(text);

export const educationTypeNumber = (slug: EducationTypeSlug): EducationTypeNumber => EDUCATION_TYPES[slug];

/** The slug for an API number. Throws Error("Unknown education type") for any other number, as the spec says. */
export const educationTypeSlug = (value: number): EducationTypeSlug => {
  const slug = EDUCATION_TYPE_SLUGS.find((candidate) => EDUCATION_TYPES[candidate] === value);
  if (slug === undefined) throw new Error("Unknown education type");
  return slug;
};
