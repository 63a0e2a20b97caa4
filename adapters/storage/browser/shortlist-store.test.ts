import { describe, expect, it } from "vitest";
import { memoryStorage } from "./memory-storage";
import { SHORTLIST_STORAGE_KEY, shortlistStore } from "./shortlist-store";
import type { StorageLike } from "./storage-like";

const stored = (value: unknown) => memoryStorage({ [SHORTLIST_STORAGE_KEY]: JSON.stringify(value) });

describe("the browser shortlist store", () => {
  it("keeps the list under shuyuan.compare and reads it back", () => {
    const storage = memoryStorage();
    const store = shortlistStore(storage);
    expect(store.read()).toEqual([]);
    store.write([
      { kind: "institution", id: 3 },
      { kind: "degree_program", id: 8, institution_id: 3 },
    ]);
    expect(JSON.parse(storage.entries()[SHORTLIST_STORAGE_KEY] ?? "null")).toEqual({
      v: 1,
      items: [
        { kind: "institution", id: 3 },
        { kind: "degree_program", id: 8, institution_id: 3 },
      ],
    });
    expect(store.read()).toEqual([
      { kind: "institution", id: 3 },
      { kind: "degree_program", id: 8, institution_id: 3 },
    ]);
    store.write([]);
    expect(storage.entries()).toEqual({});
  });

  it("skips unreadable items, duplicates and items over the limit", () => {
    const store = shortlistStore(
      stored({
        v: 1,
        items: [
          { kind: "institution", id: 1 },
          { kind: "degree_program", id: 2 },
          { kind: "course", id: 3 },
          { kind: "institution", id: 1 },
          ...[2, 3, 4, 5].map((id) => ({ kind: "institution", id })),
        ],
      }),
    );
    expect(store.read()).toEqual([1, 2, 3, 4].map((id) => ({ kind: "institution", id })));
  });

  it("removes a corrupt value and reads it as empty", () => {
    for (const raw of ["not json", JSON.stringify({ v: 2, items: [] }), JSON.stringify([1, 2])]) {
      const storage = memoryStorage({ [SHORTLIST_STORAGE_KEY]: raw });
      expect(shortlistStore(storage).read()).toEqual([]);
      expect(storage.entries()).toEqual({});
    }
  });

  it("never throws when storage does", () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    const store = shortlistStore(broken);
    expect(store.read()).toEqual([]);
    expect(() => store.write([{ kind: "institution", id: 1 }])).not.toThrow();
    expect(() => store.clear()).not.toThrow();
    expect(shortlistStore(null).read()).toEqual([]);
  });
});
