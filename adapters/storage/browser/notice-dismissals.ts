import { parseDismissedNotices, withDismissedNotice } from "../../../core/domain/notice/dismissed-notices";
import type { StorageLike } from "./storage-like";

/** Local-storage key of the dismissed notice ids (a JSON array). */
export const DISMISSED_NOTICES_KEY = "shuyuan.notices.dismissed";

export type NoticeDismissals = {
  isDismissed(id: number): boolean;
  dismiss(id: number): void;
};

/** Which notices this browser has closed. Storage failures read as nothing dismissed; writes are best effort. */
export function noticeDismissals(storage: StorageLike | null): NoticeDismissals {
  const read = (): readonly number[] => {
    try {
      return parseDismissedNotices(storage?.getItem(DISMISSED_NOTICES_KEY) ?? null);
    } catch {
      return [];
    }
  };
  return {
    isDismissed: (id) => read().includes(id),
    dismiss(id) {
      try {
        storage?.setItem(DISMISSED_NOTICES_KEY, JSON.stringify(withDismissedNotice(read(), id)));
      } catch {
        // A full or disabled storage: the notice is hidden for this page only.
      }
    },
  };
}
