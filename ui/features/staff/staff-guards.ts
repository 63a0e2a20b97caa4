/** The guards of the staff console (ADR 056): the layout and every section run them; the team section adds admin. */
export const STAFF_GUARDS = ["only-staff"] as const;
export const ADMIN_GUARDS = ["only-staff", "only-admin"] as const;
