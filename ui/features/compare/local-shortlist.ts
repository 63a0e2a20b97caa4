import type { Shortlist } from "../../../core/domain/compare/shortlist-item";
import { browserStorage, localStorageValue } from "./local-storage-value";

/** The visitor's shortlist in this browser (adapters/storage/browser/shortlist-store.ts, key "shuyuan.compare"). */
export const localShortlist = localStorageValue<Shortlist>(async () => {
  const { shortlistStore, SHORTLIST_STORAGE_KEY } = await import("../../../adapters/storage/browser/shortlist-store");
  const store = shortlistStore(browserStorage());
  return { key: SHORTLIST_STORAGE_KEY, read: store.read, write: store.write };
});
