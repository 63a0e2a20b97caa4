import { z } from "zod";
import { EDUCATION_BASE_TYPES } from "../constants/education-base-type";

/** Reads an education base type number: 1 grants, 2 scholarships (spec 9). */
export const educationBaseTypeSchema = z.literal([EDUCATION_BASE_TYPES.grants, EDUCATION_BASE_TYPES.scholarships]);
