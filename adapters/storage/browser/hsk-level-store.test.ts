import { describe, expect, it } from "vitest";
import { HSK_LEVEL_STORAGE_KEY, hskLevelStore } from "./hsk-level-store";
import { memoryStorage } from "./memory-storage";

describe("the browser HSK level store", () => {
  it("keeps the stated level under shuyuan.hsk_level", () => {
    const storage = memoryStorage();
    const store = hskLevelStore(storage);
    expect(store.read()).toBeNull();
    store.write(3);
    expect(storage.entries()).toEqual({ [HSK_LEVEL_STORAGE_KEY]: "3" });
    expect(store.read()).toBe(3);
    store.write(0);
    expect(store.read()).toBe(0);
  });

  it("removes a value that is not a level", () => {
    for (const raw of ["7", "три", "3.5", ""]) {
      const storage = memoryStorage({ [HSK_LEVEL_STORAGE_KEY]: raw });
      expect(hskLevelStore(storage).read()).toBeNull();
      expect(storage.entries()).toEqual({});
    }
  });

  it("reads nothing without a storage", () => {
    expect(hskLevelStore(null).read()).toBeNull();
  });
});
