import { describe, expect, it } from "vitest";
import { documentTransition } from "./document-transition";

const diploma = { kind: "diploma", stage: "needed", remark: "" } as const;

describe("documentTransition", () => {
  it("walks a diploma through every step to acceptance", () => {
    expect(documentTransition(diploma, { _tag: "Prepare", step: "translation_ordered" }, "user")).toEqual({
      ok: true,
      value: { stage: "translation_ordered", remark: "", adds_version: false },
    });
    expect(
      documentTransition({ ...diploma, stage: "notarised" }, { _tag: "Prepare", step: "legalised" }, "user"),
    ).toMatchObject({ ok: true, value: { stage: "legalised" } });
    expect(documentTransition({ ...diploma, stage: "legalised" }, { _tag: "Upload" }, "user")).toEqual({
      ok: true,
      value: { stage: "uploaded", remark: "", adds_version: true },
    });
    expect(documentTransition({ ...diploma, stage: "uploaded" }, { _tag: "Accept" }, "staff")).toEqual({
      ok: true,
      value: { stage: "accepted", remark: "", adds_version: false },
    });
  });

  it("lets the applicant skip steps and re-upload, but not go back a step", () => {
    expect(documentTransition(diploma, { _tag: "Prepare", step: "legalised" }, "user")).toMatchObject({ ok: true });
    expect(documentTransition({ ...diploma, stage: "uploaded" }, { _tag: "Upload" }, "user")).toMatchObject({
      ok: true,
      value: { adds_version: true },
    });
    expect(
      documentTransition({ ...diploma, stage: "notarised" }, { _tag: "Prepare", step: "translation_ordered" }, "user"),
    ).toEqual({ ok: false, error: { _tag: "StageNotAllowed", move: "translation_ordered", stage: "notarised" } });
    expect(documentTransition({ ...diploma, stage: "accepted" }, { _tag: "Upload" }, "user")).toMatchObject({
      ok: false,
      error: { _tag: "StageNotAllowed" },
    });
  });

  it("refuses a step the kind does not take, and the other side's moves", () => {
    expect(
      documentTransition(
        { kind: "photo", stage: "needed", remark: "" },
        { _tag: "Prepare", step: "notarised" },
        "user",
      ),
    ).toEqual({ ok: false, error: { _tag: "StepNotApplicable", kind: "photo", step: "notarised" } });
    expect(documentTransition({ ...diploma, stage: "uploaded" }, { _tag: "Accept" }, "user")).toEqual({
      ok: false,
      error: { _tag: "ActorNotAllowed", move: "accept", allowed: "staff" },
    });
    expect(documentTransition(diploma, { _tag: "Upload" }, "staff")).toMatchObject({
      ok: false,
      error: { _tag: "ActorNotAllowed", allowed: "user" },
    });
  });

  it("rejects with a trimmed remark back to needed, keeps it while preparing, clears it on upload", () => {
    const rejected = documentTransition(
      { ...diploma, stage: "accepted" },
      { _tag: "Reject", remark: " Нечитаемо " },
      "staff",
    );
    expect(rejected).toEqual({ ok: true, value: { stage: "needed", remark: "Нечитаемо", adds_version: false } });
    expect(documentTransition({ ...diploma, stage: "uploaded" }, { _tag: "Reject", remark: "  " }, "staff")).toEqual({
      ok: false,
      error: { _tag: "RemarkRequired" },
    });
    const again = { ...diploma, remark: "Нечитаемо" };
    expect(documentTransition(again, { _tag: "Prepare", step: "notarised" }, "user")).toMatchObject({
      value: { remark: "Нечитаемо" },
    });
    expect(documentTransition(again, { _tag: "Upload" }, "user")).toMatchObject({ value: { remark: "" } });
  });
});
