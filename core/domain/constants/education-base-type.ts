/** Education base types and their API numbers (spec 3 and 9). */
export const EDUCATION_BASE_TYPES = { grants: 1, scholarships: 2 } as const;

export type EducationBaseTypeKey = keyof typeof EDUCATION_BASE_TYPES;
export type EducationBaseTypeNumber = (typeof EDUCATION_BASE_TYPES)[EducationBaseTypeKey];

const KEYS: readonly EducationBaseTypeKey[] = ["grants", "scholarships"];

/** The key for an API number; null for a number the spec does not define. */
export const educationBaseTypeKey = (value: number): EducationBaseTypeKey | null =>
  KEYS.find((key) => EDUCATION_BASE_TYPES[key] === value) ?? null;
