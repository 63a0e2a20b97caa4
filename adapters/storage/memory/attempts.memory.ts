import type { AttemptKey, AttemptRepository } from "../../../core/ports/attempt-repository.port";

type Row = { readonly key: AttemptKey; readonly at: Date };

const same = (a: AttemptKey, b: AttemptKey) => a.scope === b.scope && a.subject === b.subject && a.ip === b.ip;

/** The in-memory attempt log. A reservation reads and writes without awaiting in between, so it is atomic. */
export function memoryAttemptRepository(): AttemptRepository {
  let rows: Row[] = [];
  const timesAfter = (key: AttemptKey, after: Date) =>
    rows
      .filter((row) => same(row.key, key) && row.at.getTime() > after.getTime())
      .map((row) => row.at)
      .sort((a, b) => a.getTime() - b.getTime());
  return {
    async record(key: AttemptKey, at: Date) {
      rows.push({ key: { ...key }, at });
    },
    async timesAfter(key: AttemptKey, after: Date) {
      return timesAfter(key, after);
    },
    async reserve(key, at, window) {
      const times = timesAfter(key, window.after);
      if (times.length >= window.max) return { reserved: false, times };
      rows.push({ key: { ...key }, at });
      return { reserved: true };
    },
    async release(key, at) {
      const index = rows.findIndex((row) => same(row.key, key) && row.at.getTime() === at.getTime());
      if (index >= 0) rows = rows.filter((_, i) => i !== index);
    },
    async clear(key: AttemptKey) {
      rows = rows.filter((row) => !same(row.key, key));
    },
    async forgetUpTo(before: Date) {
      rows = rows.filter((row) => row.at.getTime() > before.getTime());
    },
  };
}
