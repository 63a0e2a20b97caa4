/**
 * Views this process has counted per id since it started, so that a value read from the store at one tally can be
 * brought up to date: its views plus `since(id, tally)`.
 */
export function viewTally() {
  const counts = new Map<number, number>();
  return {
    add(id: number): void {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    },
    of(id: number): number {
      return counts.get(id) ?? 0;
    },
    since(id: number, tally: number): number {
      return (counts.get(id) ?? 0) - tally;
    },
  };
}
