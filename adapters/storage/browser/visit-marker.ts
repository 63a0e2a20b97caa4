import type { StorageLike } from "./storage-like";

/** Session-storage key saying this browser session has reported its visit (spec 7). */
export const VISIT_REPORTED_KEY = "shuyuan.visit_reported";

/**
 * Whether this browser session still has its visit to report. `claim()` answers true once per session (session
 * storage lives as long as the tab) and marks the session; a storage that is missing or throws answers true, and
 * the caller runs once per loaded document, so at worst a full reload reports again.
 */
export function visitMarker(storage: StorageLike | null): { claim(): boolean } {
  return {
    claim() {
      try {
        if (storage !== null && storage.getItem(VISIT_REPORTED_KEY) !== null) return false;
        storage?.setItem(VISIT_REPORTED_KEY, "1");
      } catch {
        // A disabled storage: report, the document runs this once.
      }
      return true;
    },
  };
}
