import { describe, expect, it } from "vitest";
import { mayDeleteComment } from "./comment-actor";
import { commentAuthorName } from "./comment-author-name";
import { isCommentRelationType } from "./comment-relation-types";
import { validateCommentText } from "./comment-text";
import { nextVote } from "../../domain/comments/next-vote";
import { resolveCommentRelation } from "./resolve-comment-relation";

describe("comment rules", () => {
  it("toggles a vote on the same action and switches on the other", () => {
    expect(nextVote(null, "like")).toBe("like");
    expect(nextVote("like", "like")).toBeNull();
    expect(nextVote("like", "dislike")).toBe("dislike");
    expect(nextVote("dislike", "dislike")).toBeNull();
  });

  it("lets authors, staff and admins delete", () => {
    expect(mayDeleteComment({ user_id: 1, role: "user" }, 1)).toBe(true);
    expect(mayDeleteComment({ user_id: 2, role: "user" }, 1)).toBe(false);
    expect(mayDeleteComment({ user_id: 2, role: "staff" }, 1)).toBe(true);
    expect(mayDeleteComment({ user_id: 2, role: "admin" }, 1)).toBe(true);
  });

  it("counts text length in code points after trimming", () => {
    expect(validateCommentText("  да  ")).toEqual({ ok: true, value: "да" });
    expect(validateCommentText("😀".repeat(5000))).toMatchObject({ ok: true });
    expect(validateCommentText("😀".repeat(5001))).toEqual({
      ok: false,
      error: { _tag: "TextTooLong", max: 5000, length: 5001 },
    });
    expect(validateCommentText("\t\n")).toEqual({ ok: false, error: { _tag: "EmptyText" } });
  });

  it("names an author by full name, else by username", () => {
    expect(commentAuthorName({ id: 1, first_name: " Алиса ", last_name: "Иванова", username: "a" })).toBe(
      "Алиса Иванова",
    );
    expect(commentAuthorName({ id: 1, first_name: "", last_name: "", username: "bob_99" })).toBe("bob_99");
  });

  it("whitelists the relation types of comments", () => {
    for (const type of ["institution", "education_base", "blog_post", "degree_program"]) {
      expect(isCommentRelationType(type)).toBe(true);
    }
    for (const type of ["user", "Institution", "__proto__", ""]) expect(isCommentRelationType(type)).toBe(false);
    expect(resolveCommentRelation("12:blog_post")).toEqual({
      ok: true,
      value: { relation_id: 12, relation_type: "blog_post" },
    });
    expect(resolveCommentRelation("0:blog_post")).toMatchObject({ ok: false, error: { _tag: "InvalidModel" } });
  });
});
