import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shortlistItemArb, shortlistItemsArb } from "../../../tests/arbitraries/shortlist.arb";
import { addToShortlist } from "./shortlist-add";
import { SHORTLIST_KINDS, SHORTLIST_MAX_PER_KIND, type Shortlist, type ShortlistItem } from "./shortlist-item";
import { mergeShortlists } from "./shortlist-merge";
import { normalizeShortlist } from "./shortlist-normalize";
import { removeFromShortlist } from "./shortlist-remove";
import { toggleInShortlist } from "./shortlist-toggle";
import { validateShortlist } from "./shortlist-validate";

const key = (item: { kind: string; id: number }) => `${item.kind}:${item.id}`;

/** A valid shortlist: no item twice, at most 4 of a kind. */
const expectValid = (list: Shortlist) => {
  expect(new Set(list.map(key)).size).toBe(list.length);
  for (const kind of SHORTLIST_KINDS) {
    expect(list.filter((item) => item.kind === kind).length).toBeLessThanOrEqual(SHORTLIST_MAX_PER_KIND);
  }
};

/** The model: per kind, the ids in the order they joined. */
type Model = { institution: number[]; degree_program: number[] };
type Real = { list: Shortlist };
type Cmd = fc.Command<Model, Real>;

const matches = (m: Model, r: Real) => {
  expectValid(r.list);
  for (const kind of SHORTLIST_KINDS) {
    expect(r.list.filter((item) => item.kind === kind).map((item) => item.id)).toEqual(m[kind]);
  }
};

class Add implements Cmd {
  constructor(readonly item: ShortlistItem) {}
  check = () => true;
  run(m: Model, r: Real) {
    const ids = m[this.item.kind];
    const present = ids.includes(this.item.id);
    const room = ids.length < SHORTLIST_MAX_PER_KIND;
    const result = addToShortlist(r.list, this.item);
    expect(result.ok).toBe(present || room);
    if (result.ok) r.list = result.value;
    if (!present && room) ids.push(this.item.id);
    matches(m, r);
  }
  toString = () => `Add(${key(this.item)})`;
}

class Remove implements Cmd {
  constructor(readonly item: ShortlistItem) {}
  check = () => true;
  run(m: Model, r: Real) {
    r.list = removeFromShortlist(r.list, this.item);
    m[this.item.kind] = m[this.item.kind].filter((id) => id !== this.item.id);
    matches(m, r);
  }
  toString = () => `Remove(${key(this.item)})`;
}

class Toggle implements Cmd {
  constructor(readonly item: ShortlistItem) {}
  check = () => true;
  run(m: Model, r: Real) {
    const ids = m[this.item.kind];
    const present = ids.includes(this.item.id);
    const result = toggleInShortlist(r.list, this.item);
    expect(result.ok).toBe(present || ids.length < SHORTLIST_MAX_PER_KIND);
    if (result.ok) r.list = result.value;
    if (present) m[this.item.kind] = ids.filter((id) => id !== this.item.id);
    else if (result.ok) ids.push(this.item.id);
    matches(m, r);
  }
  toString = () => `Toggle(${key(this.item)})`;
}

describe("shortlist rules (properties)", () => {
  it("behave like the per-kind model under any sequence of add, remove and toggle", () => {
    const commands = fc.commands([
      shortlistItemArb.map((item) => new Add(item)),
      shortlistItemArb.map((item) => new Remove(item)),
      shortlistItemArb.map((item) => new Toggle(item)),
    ]);
    fc.assert(
      fc.property(commands, (cmds) => {
        fc.modelRun(() => ({ model: { institution: [], degree_program: [] }, real: { list: [] } }), cmds);
      }),
    );
  });

  it("normalize gives a valid list that keeps first occurrences in order, and is idempotent", () => {
    fc.assert(
      fc.property(shortlistItemsArb, (items) => {
        const list = normalizeShortlist(items);
        expectValid(list);
        expect(normalizeShortlist(list)).toEqual(list);
        const firsts = items.filter((item, index) => items.findIndex((other) => key(other) === key(item)) === index);
        expect(firsts.slice(0).filter((item) => list.includes(item))).toEqual(list);
      }),
    );
  });

  it("validate accepts exactly the lists with at most 4 distinct items of each kind", () => {
    fc.assert(
      fc.property(shortlistItemsArb, (items) => {
        const tooMany = SHORTLIST_KINDS.some(
          (kind) => new Set(items.filter((item) => item.kind === kind).map((item) => item.id)).size > 4,
        );
        const result = validateShortlist(items);
        expect(result.ok).toBe(!tooMany);
        if (result.ok) expect(result.value).toEqual(normalizeShortlist(items));
      }),
    );
  });

  it("merge keeps the account's list as its prefix, adds only local items, stays valid and is idempotent", () => {
    fc.assert(
      fc.property(shortlistItemsArb, shortlistItemsArb, (rawServer, local) => {
        const server = normalizeShortlist(rawServer);
        const { items, dropped } = mergeShortlists(server, local);
        expectValid(items);
        expect(items.slice(0, server.length)).toEqual(server);
        for (const item of items.slice(server.length)) expect(local.map(key)).toContain(key(item));
        for (const item of normalizeShortlist(local)) {
          expect(items.some((other) => key(other) === key(item)) !== dropped.includes(item)).toBe(true);
        }
        expect(mergeShortlists(items, local).items).toEqual(items);
        expect(mergeShortlists(server, []).items).toEqual(server);
        expect(mergeShortlists([], local).items).toEqual(normalizeShortlist(local));
      }),
    );
  });
});
