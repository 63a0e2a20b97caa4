/** The roles that open the staff console (ADR 056); a plain user's account carries no role in the API. */
export const STAFF_ROLES = ["staff", "admin"] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

type WithRole = { readonly role?: StaffRole | undefined };

/** Whether the user may use the staff console (staff or admin). */
export const isStaffUser = (user: WithRole | null): boolean => user?.role !== undefined;

/** Whether the user may use the console's admin-only sections. */
export const isAdminUser = (user: WithRole | null): boolean => user?.role === "admin";
