import { describe, expect, it } from "vitest";
import { err, ok } from "../shared/result";
import { commentsModel, parseCommentsModel } from "./comment-model";

describe("comments model", () => {
  it("joins relation id and type with a colon", () => {
    expect(commentsModel({ relation_id: 12, relation_type: "institution" })).toBe("12:institution");
  });

  it("parses back, splitting at the first colon", () => {
    expect(parseCommentsModel("12:institution")).toEqual(ok({ relation_id: 12, relation_type: "institution" }));
    expect(parseCommentsModel("3:a:b")).toEqual(ok({ relation_id: 3, relation_type: "a:b" }));
  });

  it.each([
    "",
    "12",
    "12:",
    ":institution",
    "0:institution",
    "012:institution",
    "x:institution",
    "99999999999999999:a",
  ])("rejects %j", (model) => {
    expect(parseCommentsModel(model)).toEqual(err({ _tag: "InvalidCommentsModel", model }));
  });
});
