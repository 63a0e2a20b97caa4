/** Longest address kept as the page to come back to; anything longer is not one of ours. */
const MAX_RETURN_PATH = 2048;

/**
 * The page to come back to after logging in or registering (`?next=`), only if it is a path on this site: it starts
 * with one "/", has no backslash (browsers read it as "/") and no control character or space. Anything else (an
 * absolute or protocol-relative address, `javascript:`, text) is null, so the form can never send a visitor away.
 */
export const safeReturnPath = (candidate: string | null | undefined): string | null => {
  if (candidate === null || candidate === undefined) return null;
  if (candidate.length === 0 || candidate.length > MAX_RETURN_PATH) return null;
  if (!candidate.startsWith("/") || candidate.startsWith("//")) return null;
  if (candidate.includes("\\")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(candidate)) return null;
  return candidate;
};
