import { describe, expect, it } from "vitest";
import { memoryStorage } from "./memory-storage";
import type { StorageLike } from "./storage-like";
import { VISIT_REPORTED_KEY, visitMarker } from "./visit-marker";

describe("the visit marker", () => {
  it("lets a session report its visit once and marks it under shuyuan.visit_reported", () => {
    const storage = memoryStorage();
    expect(visitMarker(storage).claim()).toBe(true);
    expect(storage.entries()).toEqual({ [VISIT_REPORTED_KEY]: "1" });
    expect(visitMarker(storage).claim()).toBe(false);
    expect(visitMarker(storage).claim()).toBe(false);
  });

  it("reports when there is no storage or it throws", () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(visitMarker(null).claim()).toBe(true);
    expect(visitMarker(broken).claim()).toBe(true);
  });
});
