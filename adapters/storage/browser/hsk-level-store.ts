import { type HskLevel, isHskLevel, parseHskLevel } from "../../../core/domain/hsk/hsk-level";
import type { StorageLike } from "./storage-like";

/** The local-storage key of the HSK level a visitor stated. */
export const HSK_LEVEL_STORAGE_KEY = "shuyuan.hsk_level";

/** The stated HSK level (0..6) as text in local storage; anything else reads as not stated and is removed. */
export type HskLevelStore = {
  read(): HskLevel | null;
  write(level: HskLevel): void;
};

export function hskLevelStore(storage: StorageLike | null): HskLevelStore {
  return {
    read() {
      let raw: string | null;
      try {
        raw = storage?.getItem(HSK_LEVEL_STORAGE_KEY) ?? null;
      } catch {
        return null;
      }
      const level = parseHskLevel(raw);
      if (raw !== null && level === null) {
        try {
          storage?.removeItem(HSK_LEVEL_STORAGE_KEY);
        } catch {
          // best effort
        }
      }
      return level;
    },
    write(level) {
      if (!isHskLevel(level)) return;
      try {
        storage?.setItem(HSK_LEVEL_STORAGE_KEY, String(level));
      } catch {
        // best effort
      }
    },
  };
}
