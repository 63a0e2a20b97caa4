import { describe, expect, it } from "vitest";
import { COMMENT_ACTION_FAILURE_TEXT } from "./comment-action-failure";

describe("comment action failure", () => {
  it("alerts with the spec text", () => {
    expect(COMMENT_ACTION_FAILURE_TEXT).toBe("Произошла ошибка");
  });
});
