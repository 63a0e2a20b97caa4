import { z } from "zod";
import { STAFF_ROLES } from "./staff-role";

/** The staff role as the API writes it (kept apart from the predicates so the shell's menu loads no zod). */
export const staffRoleSchema = z.enum(STAFF_ROLES);
