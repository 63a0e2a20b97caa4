/**
 * The password the e2e server gives its demo accounts (DEMO_PASSWORD, ADR 046): a throwaway database of one run,
 * so a fixed test value is safe here; a real site never sets it.
 */
export const E2E_DEMO_PASSWORD = "e2e-demo-пароль-2026";

/** The demo staff member of a fresh embedded database (core/application/auth/create-demo-accounts.ts). */
export const DEMO_STAFF_EMAIL = "staff@demo.shuyuan.test";
