import { describe, expect, it } from "vitest";
import { memoryStorage } from "./memory-storage";
import { DISMISSED_NOTICES_KEY, noticeDismissals } from "./notice-dismissals";
import type { StorageLike } from "./storage-like";

describe("notice dismissals", () => {
  it("remembers a dismissed notice by id", () => {
    const storage = memoryStorage();
    const dismissals = noticeDismissals(storage);
    expect(dismissals.isDismissed(4)).toBe(false);
    dismissals.dismiss(4);
    expect(dismissals.isDismissed(4)).toBe(true);
    expect(noticeDismissals(storage).isDismissed(4)).toBe(true);
    expect(dismissals.isDismissed(5)).toBe(false);
    expect(storage.entries()).toEqual({ [DISMISSED_NOTICES_KEY]: "[4]" });
  });

  it("reads damaged storage as nothing dismissed and replaces it on the next dismissal", () => {
    const storage = memoryStorage({ [DISMISSED_NOTICES_KEY]: "{oops" });
    const dismissals = noticeDismissals(storage);
    expect(dismissals.isDismissed(1)).toBe(false);
    dismissals.dismiss(1);
    expect(storage.entries()).toEqual({ [DISMISSED_NOTICES_KEY]: "[1]" });
  });

  it("never throws when storage is missing or refuses", () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => {},
    };
    for (const dismissals of [noticeDismissals(broken), noticeDismissals(null)]) {
      expect(() => dismissals.dismiss(2)).not.toThrow();
      expect(dismissals.isDismissed(2)).toBe(false);
    }
  });
});
