import { z } from "zod";
import type { Shortlist } from "../../../core/domain/compare/shortlist-item";
import { shortlistItemSchema } from "../../../core/domain/compare/shortlist-item.schema";
import { normalizeShortlist } from "../../../core/domain/compare/shortlist-normalize";
import type { StorageLike } from "./storage-like";

/** The local-storage key of a visitor's shortlist. */
export const SHORTLIST_STORAGE_KEY = "shuyuan.compare";

/** Versioned so a later shape can be told apart from this one. */
const storedSchema = z.object({ v: z.literal(1), items: z.array(z.unknown()) });

/**
 * A visitor's shortlist in local storage (synchronous, as the browser's storage is). Reads are zod-parsed:
 * unreadable items are skipped, duplicates and items over a kind's limit dropped; a corrupt value is removed.
 * Storage failures read as an empty list and make writes no-ops.
 */
export type ShortlistStore = {
  read(): Shortlist;
  write(list: Shortlist): void;
  clear(): void;
};

export function shortlistStore(storage: StorageLike | null): ShortlistStore {
  const remove = () => {
    try {
      storage?.removeItem(SHORTLIST_STORAGE_KEY);
    } catch {
      // best effort
    }
  };
  return {
    read() {
      let raw: string | null;
      try {
        raw = storage?.getItem(SHORTLIST_STORAGE_KEY) ?? null;
      } catch {
        return [];
      }
      if (raw === null) return [];
      const stored = storedSchema.safeParse(safeJson(raw));
      if (!stored.success) {
        remove();
        return [];
      }
      const items = stored.data.items.flatMap((item) => {
        const parsed = shortlistItemSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
      return normalizeShortlist(items);
    },
    write(list) {
      if (list.length === 0) return remove();
      try {
        storage?.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify({ v: 1, items: normalizeShortlist(list) }));
      } catch {
        // A full or disabled storage keeps the list for this page only.
      }
    },
    clear: remove,
  };
}

const safeJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};
