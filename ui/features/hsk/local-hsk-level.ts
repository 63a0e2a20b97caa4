import type { HskLevel } from "../../../core/domain/hsk/hsk-level";
import { browserStorage, localStorageValue } from "../compare/local-storage-value";

/**
 * The HSK level the visitor stated, in this browser (key "shuyuan.hsk_level"). Kept locally for everyone,
 * signed in or not: it is a hint for reading program pages, not account data (ADR compare).
 */
export const localHskLevel = localStorageValue<HskLevel | null>(async () => {
  const { hskLevelStore, HSK_LEVEL_STORAGE_KEY } = await import("../../../adapters/storage/browser/hsk-level-store");
  const store = hskLevelStore(browserStorage());
  return {
    key: HSK_LEVEL_STORAGE_KEY,
    read: store.read,
    write: (level) => {
      if (level !== null) store.write(level);
    },
  };
});
