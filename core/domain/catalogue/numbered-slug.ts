import { z } from "zod";

/** Spec 5: institution and education base slugs end in a dash plus digits ("peking-university-12"). */
export const NUMBERED_SLUG_PATTERN = /^[^\s/]*-\d+$/;

export const numberedSlugSchema = z.string().regex(NUMBERED_SLUG_PATTERN);
