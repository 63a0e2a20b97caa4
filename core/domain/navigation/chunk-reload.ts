import { TIMINGS } from "../constants/timings";

/**
 * Spec 4 and 8: a chunk-load failure reloads the page once, guarded by a one-minute window. Reload when there was no
 * reload yet, or the last one is at least 60 s old; a timestamp in the future (clock change) does not block it.
 * Never while the browser is offline: the failure is the connection, not a replaced chunk, and a reload would swap
 * the page for the browser's offline screen (the lazy parts load again on their next use).
 */
export const mayReloadAfterChunkError = (lastReloadAt: number | null, now: number, online: boolean): boolean =>
  online && (lastReloadAt === null || lastReloadAt > now || now - lastReloadAt >= TIMINGS.chunkReloadGuardMs);

/** The stored timestamp of the last reload (session storage text), or null when absent or unreadable. */
export const parseReloadStamp = (text: string | null): number | null => {
  if (text === null || !/^\d{1,16}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) ? value : null;
};
