import { hashSeed } from "../catalogue/seeded-random";

/**
 * How many distinct campus photos the seed renders. Institutions share them: rendering one per institution would
 * add seconds to every fresh setup for pictures that are drawings anyway.
 */
export const CAMPUS_PHOTO_COUNT = 10;

/** The upload name of seeded campus photo `index` (from 0): campus-1.jpg, campus-2.jpg, ... */
export const campusPhotoName = (index: number): string => `campus-${index + 1}.jpg`;

/** The campus photo an institution shows, fixed by its slug, so a reseed gives it the same one. */
export const institutionCampusPhoto = (slug: string): string =>
  campusPhotoName((hashSeed(`campus:${slug}`) >>> 0) % CAMPUS_PHOTO_COUNT);
