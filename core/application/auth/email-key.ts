/** An address as a rate-limit key: trimmed and lowercase (addresses are compared case-insensitively). */
export const emailKey = (email: string): string => email.trim().toLowerCase();
