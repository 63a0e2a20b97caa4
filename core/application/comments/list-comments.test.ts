import { describe, expect, it } from "vitest";
import { COMMUNITY_IDS as ID, memoryCommentWorld } from "../../../tests/builders/memory-community.builder";
import type { CommentsListQuery } from "../../domain/comments/comments-list-query";
import { listComments } from "./list-comments";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

const model = `${ID.institution}:institution`;
const query = (overrides: Partial<CommentsListQuery> = {}): CommentsListQuery => ({
  page: 1,
  sort_column: "created_at",
  sort_order: "asc",
  search: { model, root: true },
  ...overrides,
});

async function world(roots: number) {
  const comments = memoryCommentWorld();
  const ids: number[] = [];
  for (let i = 0; i < roots; i++) {
    ids.push(
      await comments.create(
        {
          relation: { relation_id: ID.institution, relation_type: "institution" },
          parent_id: null,
          author_id: ID.alice,
          text: `#${i}`,
          attachment_id: null,
          is_review: false,
          rating: null,
        },
        new Date(Date.UTC(2026, 0, 1, 0, i)),
      ),
    );
  }
  return { comments, ids };
}

describe("listComments", () => {
  it("pages by 10 with last_page and counters", async () => {
    const { comments, ids } = await world(23);
    const third = await runUseCase(listComments({ comments }, query({ page: 3 }), null));
    expect(third).toMatchObject(
      Result.succeed({ pagination: { current_page: 3, last_page: 3 }, counter: { all: 23, current_total: 23 } }),
    );
    if (Result.isSuccess(third)) expect(third.success.data.map((c) => c.id)).toEqual(ids.slice(20));
  });

  it("answers one empty page for a model without comments, existing or not", async () => {
    const { comments } = await world(0);
    expect(
      await runUseCase(listComments({ comments }, query({ search: { model: "999:institution", root: true } }), null)),
    ).toEqual(
      Result.succeed({
        data: [],
        pagination: { current_page: 1, last_page: 1 },
        counter: { all: 0, current_total: 0 },
      }),
    );
  });

  it("refuses bad models, unsupported types and replies of a comment of another model", async () => {
    const { comments, ids } = await world(1);
    expect(
      await runUseCase(listComments({ comments }, query({ search: { model: "x", root: true } }), null)),
    ).toMatchObject(Result.fail({ _tag: "InvalidModel" }));
    expect(
      await runUseCase(listComments({ comments }, query({ search: { model: "1:users", root: true } }), null)),
    ).toMatchObject(Result.fail({ _tag: "UnsupportedRelationType", relation_type: "users" }));
    const foreign = { model: `${ID.blogPost}:blog_post`, by: ids[0] as number };
    expect(await runUseCase(listComments({ comments }, query({ search: foreign }), null))).toMatchObject(
      Result.fail({ _tag: "ParentNotFound" }),
    );
  });
});
