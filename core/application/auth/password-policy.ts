/** A password has at least 8 and at most 128 characters (code points); the policy is length only (NIST 800-63B). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Length in characters as a person counts them, not UTF-16 units. */
export const passwordLength = (password: string): number => Array.from(password).length;
