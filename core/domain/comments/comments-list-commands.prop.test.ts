import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleComment } from "../../../tests/arbitraries/comments.arb";
import type { CommentsListState } from "./comment";
import type { CommentSortColumn } from "./comment-sort";
import { addComment } from "./comments-list-add";
import { deleteComment } from "./comments-list-delete";
import { editComment } from "./comments-list-edit";
import { initialCommentsListState } from "./comments-list-initial";
import { commentsPageLoaded } from "./comments-list-page";
import { changeCommentsSort } from "./comments-list-sort";

/** The simple model: an ordered array of plain records and three numbers. */
type Entry = { id: number; parent_id: number | null; text: string; deleted: boolean };
type Model = { entries: Entry[]; all: number; current_total: number; page: number };
type Real = { state: CommentsListState };
type ListCommand = fc.Command<Model, Real>;

const matches = (m: Model, r: Real) => {
  const { state } = r;
  expect(
    state.comments.map((c) => ({ id: c.id, parent_id: c.parent_id, text: c.text, deleted: c.is_deleted })),
  ).toEqual(m.entries);
  expect(new Set(state.comments.map((c) => c.id)).size).toBe(state.comments.length);
  expect(state.counter).toEqual({ all: m.all, current_total: m.current_total });
  expect(state.pagination.current_page).toBe(m.page);
};

/** Applies a fallible transition; on failure the real state must stay as it was. */
const step = (r: Real, result: ReturnType<typeof addComment>, shouldSucceed: boolean) => {
  expect(result.ok).toBe(shouldSucceed);
  if (result.ok) r.state = result.value;
};

const has = (m: Model, id: number) => m.entries.some((e) => e.id === id);
const pick = (m: Model, n: number) => m.entries[n % m.entries.length] as Entry;

class AddRoot implements ListCommand {
  constructor(readonly id: number) {}
  check = () => true;
  run(m: Model, r: Real) {
    const fresh = !has(m, this.id);
    step(r, addComment(r.state, sampleComment(this.id)), fresh);
    if (fresh) {
      m.entries.unshift({ id: this.id, parent_id: null, text: `Комментарий ${this.id}`, deleted: false });
      m.all += 1;
      m.current_total += 1;
    }
    matches(m, r);
  }
  toString = () => `AddRoot(${this.id})`;
}

class AddReply implements ListCommand {
  constructor(
    readonly id: number,
    readonly parent: number,
  ) {}
  check = (m: Readonly<Model>) => m.entries.length > 0;
  run(m: Model, r: Real) {
    const parent = pick(m, this.parent);
    const succeeds = !has(m, this.id) && !parent.deleted;
    step(r, addComment(r.state, sampleComment(this.id, parent.id)), succeeds);
    if (succeeds) {
      m.entries.splice(m.entries.indexOf(parent) + 1, 0, {
        id: this.id,
        parent_id: parent.id,
        text: `Комментарий ${this.id}`,
        deleted: false,
      });
      m.all += 1;
    }
    matches(m, r);
  }
  toString = () => `AddReply(${this.id}, #${this.parent})`;
}

class Edit implements ListCommand {
  constructor(
    readonly target: number,
    readonly text: string,
  ) {}
  check = (m: Readonly<Model>) => m.entries.length > 0;
  run(m: Model, r: Real) {
    const entry = pick(m, this.target);
    step(r, editComment(r.state, { id: entry.id, text: this.text, attachment_id: null }), !entry.deleted);
    if (!entry.deleted) entry.text = this.text;
    matches(m, r);
  }
  toString = () => `Edit(#${this.target}, ${JSON.stringify(this.text)})`;
}

class Delete implements ListCommand {
  constructor(readonly target: number) {}
  check = (m: Readonly<Model>) => m.entries.length > 0;
  run(m: Model, r: Real) {
    const entry = pick(m, this.target);
    step(r, deleteComment(r.state, entry.id), true);
    if (!entry.deleted) {
      entry.deleted = true;
      entry.text = "";
      m.all = Math.max(0, m.all - 1);
    }
    matches(m, r);
  }
  toString = () => `Delete(#${this.target})`;
}

class LoadPage implements ListCommand {
  constructor(
    readonly ids: readonly number[],
    readonly page: number,
    readonly total: number,
  ) {}
  check = () => true;
  run(m: Model, r: Real) {
    const incoming = this.ids.map((id) => sampleComment(id));
    const counter = { all: this.total, current_total: this.total };
    r.state = commentsPageLoaded(r.state, {
      comments: incoming,
      pagination: { current_page: this.page, last_page: 5 },
      counter,
    });
    const kept = this.page === 1 ? [] : m.entries;
    const fresh = [...new Set(this.ids)].filter((id) => !kept.some((e) => e.id === id));
    m.entries = [...kept, ...fresh.map((id) => ({ id, parent_id: null, text: `Комментарий ${id}`, deleted: false }))];
    m.all = this.total;
    m.current_total = this.total;
    m.page = this.page;
    matches(m, r);
  }
  toString = () => `LoadPage(${this.page}, [${this.ids.join(",")}])`;
}

class ChangeSort implements ListCommand {
  constructor(readonly column: CommentSortColumn) {}
  check = () => true;
  run(m: Model, r: Real) {
    r.state = changeCommentsSort(r.state, this.column);
    m.entries = [];
    m.page = 1;
    matches(m, r);
  }
  toString = () => `ChangeSort(${this.column})`;
}

const idArb = fc.integer({ min: 1, max: 25 });
const indexArb = fc.nat({ max: 40 });

const commandsArb = fc.commands(
  [
    idArb.map((id) => new AddRoot(id)),
    fc.tuple(idArb, indexArb).map(([id, parent]) => new AddReply(id, parent)),
    fc.tuple(indexArb, fc.constantFrom("Исправлено", "Уточнение по срокам", "")).map(([t, text]) => new Edit(t, text)),
    indexArb.map((t) => new Delete(t)),
    fc
      .tuple(fc.array(idArb, { maxLength: 6 }), fc.integer({ min: 1, max: 5 }), fc.nat({ max: 60 }))
      .map(([ids, page, total]) => new LoadPage(ids, page, total)),
    fc.constantFrom<CommentSortColumn>("rating", "created_at").map((c) => new ChangeSort(c)),
  ],
  { maxCommands: 40 },
);

describe("comments list against a model", () => {
  it("agrees with the model on order, ids, deletion, counters and page after any sequence", () => {
    fc.assert(
      fc.property(commandsArb, (commands) => {
        const setup = () => ({
          model: { entries: [], all: 0, current_total: 0, page: 1 },
          real: { state: initialCommentsListState({ relation_id: 12, relation_type: "institution" }) },
        });
        fc.modelRun(setup, commands);
      }),
    );
  });
});
