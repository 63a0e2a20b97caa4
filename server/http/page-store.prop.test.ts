import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createPageStore, pageBytes, type StoredPage } from "./page-store";

const KEYS = ["/", "/a/", "/b/", "/c/", "/d/"] as const;
const page = (size: number): StoredPage => ({ status: 200, headers: {}, body: new Uint8Array(size), gzip: null });

type Op =
  | { readonly op: "set"; readonly key: string; readonly size: number }
  | { readonly op: "get"; readonly key: string }
  | { readonly op: "wait"; readonly ms: number }
  | { readonly op: "clear" };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("set" as const), key: fc.constantFrom(...KEYS), size: fc.integer({ min: 0, max: 400 }) }),
  fc.record({ op: fc.constant("get" as const), key: fc.constantFrom(...KEYS) }),
  fc.record({ op: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 700 }) }),
  fc.constant({ op: "clear" as const }),
);

/** The obvious model: a list in recency order (oldest first), scanned and rebuilt on every step. */
type ModelEntry = { key: string; page: StoredPage; at: number; bytes: number };

describe("page store properties", () => {
  it("behaves like a list in recency order that evicts from its old end, within TTL and byte budget", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.array(opArb, { maxLength: 80 }),
        (ttlMs, maxBytes, ops) => {
          const store = createPageStore({ ttlMs, maxBytes });
          let model: ModelEntry[] = [];
          let now = 0;
          for (const step of ops) {
            if (step.op === "wait") now += step.ms;
            if (step.op === "clear") {
              store.clear();
              model = [];
            }
            if (step.op === "get") {
              const found = model.find((e) => e.key === step.key);
              const fresh = found !== undefined && now - found.at < ttlMs;
              model = model.filter((e) => e.key !== step.key);
              if (fresh) model.push(found);
              expect(store.get(step.key, now)).toBe(fresh ? found.page : undefined);
            }
            if (step.op === "set") {
              const stored = page(step.size);
              const bytes = pageBytes(step.key, stored);
              model = model.filter((e) => e.key !== step.key);
              store.set(step.key, stored, now);
              if (bytes <= maxBytes) {
                while (model.reduce((sum, e) => sum + e.bytes, 0) + bytes > maxBytes) model.shift();
                model.push({ key: step.key, page: stored, at: now, bytes });
              }
            }
            expect(store.bytes()).toBeLessThanOrEqual(maxBytes);
          }
          for (const entry of model) {
            const fresh = now - entry.at < ttlMs;
            expect(store.get(entry.key, now)).toBe(fresh ? entry.page : undefined);
          }
        },
      ),
    );
  });
});
