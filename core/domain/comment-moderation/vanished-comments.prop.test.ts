import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ThreadNode, vanishedIds } from "./vanished-comments";

/** A forest of threads: node i answers nothing or an earlier node, as replies always come after their parent. */
const forest = fc.integer({ min: 0, max: 40 }).chain((size) =>
  fc
    .tuple(
      ...Array.from({ length: size }, (_, index) =>
        fc.record({
          parent: index === 0 ? fc.constant(null) : fc.option(fc.integer({ min: 1, max: index }), { nil: null }),
          hidden: fc.boolean(),
        }),
      ),
    )
    .map((specs) =>
      specs.map((spec, index): ThreadNode => ({ id: index + 1, parent_id: spec.parent, hidden: spec.hidden })),
    ),
);

/** The rule as written: a comment vanishes when it or one of its ancestors is hidden. */
const reference = (nodes: readonly ThreadNode[]): Set<number> => {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const out = new Set<number>();
  for (const node of nodes) {
    for (let at: ThreadNode | undefined = node; at !== undefined; at = byId.get(at.parent_id ?? -1)) {
      if (at.hidden) {
        out.add(node.id);
        break;
      }
    }
  }
  return out;
};

const sorted = (ids: ReadonlySet<number>) => [...ids].sort((a, b) => a - b);

describe("vanishedIds", () => {
  it("is every hidden comment and everything under it, whatever the order of the nodes", () => {
    fc.assert(
      fc.property(
        forest.chain((nodes) => fc.shuffledSubarray(nodes, { minLength: nodes.length })),
        (nodes) => {
          expect(sorted(vanishedIds(nodes))).toEqual(sorted(reference(nodes)));
        },
      ),
    );
  });

  it("takes every reply of a vanished comment with it", () => {
    fc.assert(
      fc.property(forest, (nodes) => {
        const gone = vanishedIds(nodes);
        for (const node of nodes) {
          if (node.parent_id !== null && gone.has(node.parent_id)) expect(gone.has(node.id)).toBe(true);
        }
      }),
    );
  });

  it("hiding one comment adds its subtree and nothing else; restoring it gives the set back", () => {
    fc.assert(
      fc.property(
        forest.filter((nodes) => nodes.length > 0),
        fc.nat(),
        (nodes, pick) => {
          const target = nodes[pick % nodes.length];
          if (target === undefined) throw new Error("a non-empty forest has a node at every index below its length");
          const withHidden = (hidden: boolean) => nodes.map((n) => (n.id === target.id ? { ...n, hidden } : n));
          const visibleSet = vanishedIds(withHidden(false));
          const hiddenSet = vanishedIds(withHidden(true));
          const subtree = new Set([target.id]);
          for (const node of nodes) if (node.parent_id !== null && subtree.has(node.parent_id)) subtree.add(node.id);
          expect(sorted(hiddenSet)).toEqual(sorted(new Set([...visibleSet, ...subtree])));
          expect(sorted(vanishedIds(withHidden(target.hidden)))).toEqual(sorted(vanishedIds(nodes)));
        },
      ),
    );
  });
});
