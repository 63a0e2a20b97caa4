/** What the visibility rule needs of a comment: its place in the thread and whether staff hid it. */
export type ThreadNode = {
  readonly id: number;
  readonly parent_id: number | null;
  readonly hidden: boolean;
};

/**
 * The comments visitors never see (ADR 062): every hidden comment and every reply under it, at any depth. A reply
 * whose parent is not among `nodes` counts as visible unless it is hidden itself.
 */
export const vanishedIds = (nodes: readonly ThreadNode[]): ReadonlySet<number> => {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const verdicts = new Map<number, boolean>();
  const vanished = (node: ThreadNode): boolean => {
    const known = verdicts.get(node.id);
    if (known !== undefined) return known;
    // Walk up to the first ancestor with a verdict (or the root), then settle the whole path at once.
    const path: ThreadNode[] = [];
    const seen = new Set<number>();
    let current: ThreadNode | undefined = node;
    let verdict = false;
    while (current !== undefined && !seen.has(current.id)) {
      const settled = verdicts.get(current.id);
      if (settled !== undefined) {
        verdict = settled;
        break;
      }
      seen.add(current.id);
      path.push(current);
      if (current.hidden) {
        verdict = true;
        break;
      }
      current = current.parent_id === null ? undefined : byId.get(current.parent_id);
    }
    // Everything on the path below the deciding node shares its verdict.
    for (const step of path) verdicts.set(step.id, verdict || step.hidden);
    return verdicts.get(node.id) ?? verdict;
  };
  return new Set(nodes.filter(vanished).map((node) => node.id));
};
