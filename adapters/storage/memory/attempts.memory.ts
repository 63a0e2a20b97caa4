import type { AttemptKey, AttemptRepository } from "../../../core/ports/attempt-repository.port";

type Row = { readonly key: AttemptKey; readonly at: Date };

const same = (a: AttemptKey, b: AttemptKey) => a.scope === b.scope && a.subject === b.subject && a.ip === b.ip;

/** The in-memory attempt log. */
export function memoryAttemptRepository(): AttemptRepository {
  let rows: Row[] = [];
  return {
    async record(key: AttemptKey, at: Date) {
      rows.push({ key: { ...key }, at });
    },
    async timesAfter(key: AttemptKey, after: Date) {
      return rows
        .filter((row) => same(row.key, key) && row.at.getTime() > after.getTime())
        .map((row) => row.at)
        .sort((a, b) => a.getTime() - b.getTime());
    },
    async clear(key: AttemptKey) {
      rows = rows.filter((row) => !same(row.key, key));
    },
    async forgetUpTo(before: Date) {
      rows = rows.filter((row) => row.at.getTime() > before.getTime());
    },
  };
}
