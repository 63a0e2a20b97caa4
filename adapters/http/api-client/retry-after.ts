const SECONDS = /^\d{1,10}$/;

/**
 * Reads a Retry-After header: delay seconds, or an HTTP date turned into seconds from `now` (never negative).
 * Null when absent or unreadable.
 */
export const retryAfterSeconds = (header: string | null, now: Date): number | null => {
  if (header === null) return null;
  const value = header.trim();
  if (SECONDS.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
};
