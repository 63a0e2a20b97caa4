import { describe, expect, it } from "vitest";
import { addToShortlist } from "./shortlist-add";
import { countOfKind, institutionIdOf, isShortlisted, type ShortlistItem } from "./shortlist-item";
import { mergeShortlists } from "./shortlist-merge";
import { normalizeShortlist } from "./shortlist-normalize";
import { removeFromShortlist } from "./shortlist-remove";
import { toggleInShortlist } from "./shortlist-toggle";
import { validateShortlist } from "./shortlist-validate";

const inst = (id: number): ShortlistItem => ({ kind: "institution", id });
const prog = (id: number, institution_id = 100): ShortlistItem => ({ kind: "degree_program", id, institution_id });

describe("shortlist rules", () => {
  it("adds to the end, once", () => {
    const one = addToShortlist([inst(1)], inst(2));
    expect(one).toEqual({ ok: true, value: [inst(1), inst(2)] });
    expect(addToShortlist([inst(1), inst(2)], inst(1))).toEqual({ ok: true, value: [inst(1), inst(2)] });
  });

  it("refuses a fifth item of a kind but takes other kinds", () => {
    const four = [inst(1), inst(2), inst(3), inst(4)];
    expect(addToShortlist(four, inst(5))).toEqual({
      ok: false,
      error: { _tag: "KindFull", kind: "institution", max: 4 },
    });
    expect(addToShortlist(four, prog(5))).toEqual({ ok: true, value: [...four, prog(5)] });
  });

  it("tells institutions and programs with the same id apart", () => {
    const list = [inst(7)];
    expect(isShortlisted(list, { kind: "degree_program", id: 7 })).toBe(false);
    expect(addToShortlist(list, prog(7))).toEqual({ ok: true, value: [inst(7), prog(7)] });
    expect(countOfKind([inst(7), prog(7)], "degree_program")).toBe(1);
  });

  it("removes and toggles", () => {
    expect(removeFromShortlist([inst(1), prog(2), inst(3)], { kind: "degree_program", id: 2 })).toEqual([
      inst(1),
      inst(3),
    ]);
    expect(removeFromShortlist([inst(1)], { kind: "institution", id: 9 })).toEqual([inst(1)]);
    expect(toggleInShortlist([inst(1)], inst(1))).toEqual({ ok: true, value: [] });
    expect(toggleInShortlist([inst(1)], inst(2))).toEqual({ ok: true, value: [inst(1), inst(2)] });
  });

  it("normalizes: first occurrence wins, a kind is cut at 4", () => {
    expect(normalizeShortlist([inst(1), inst(1), prog(2, 5), prog(2, 6), inst(2), inst(3), inst(4), inst(5)])).toEqual([
      inst(1),
      prog(2, 5),
      inst(2),
      inst(3),
      inst(4),
    ]);
  });

  it("validates strictly: duplicates collapse, a fifth distinct item of a kind is refused", () => {
    expect(validateShortlist([inst(1), inst(1), inst(2)])).toEqual({ ok: true, value: [inst(1), inst(2)] });
    expect(validateShortlist([prog(1), prog(2), prog(3), prog(4), prog(5)])).toEqual({
      ok: false,
      error: { _tag: "KindFull", kind: "degree_program", max: 4 },
    });
  });

  it("merges the local list after the account's, within the limits", () => {
    const server = [inst(1), inst(2), inst(3)];
    const local = [inst(2), inst(4), inst(5), prog(9)];
    expect(mergeShortlists(server, local)).toEqual({
      items: [inst(1), inst(2), inst(3), inst(4), prog(9)],
      dropped: [inst(5)],
    });
    expect(mergeShortlists([], [inst(1)])).toEqual({ items: [inst(1)], dropped: [] });
  });

  it("knows which institution holds an item", () => {
    expect(institutionIdOf(inst(3))).toBe(3);
    expect(institutionIdOf(prog(3, 40))).toBe(40);
  });
});
