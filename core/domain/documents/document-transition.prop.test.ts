import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  documentActorArb,
  documentCommandArb,
  documentKindArb,
  documentStageArb,
  remarkArb,
} from "../../../tests/arbitraries/documents.arb";
import { preparationStepsOf } from "./document-kind";
import { stageIndex } from "./document-stage";
import { documentTransition } from "./document-transition";
import { DOCUMENT_TRANSITIONS } from "./document-transitions";

const documentArb = fc.record({ kind: documentKindArb, stage: documentStageArb, remark: remarkArb });

describe("documentTransition (properties)", () => {
  it("only ever moves along a rule of the table, by the rule's actor", () => {
    fc.assert(
      fc.property(documentArb, documentCommandArb, documentActorArb, (doc, command, actor) => {
        const result = documentTransition(doc, command, actor);
        if (!result.ok) return;
        const rule = DOCUMENT_TRANSITIONS.find(
          (r) => r.from.includes(doc.stage) && r.to === result.value.stage && r.actor === actor,
        );
        expect(rule).toBeDefined();
      }),
    );
  });

  it("preparation only moves forward, and only to steps of the kind", () => {
    fc.assert(
      fc.property(documentArb, documentCommandArb, (doc, command) => {
        const result = documentTransition(doc, command, "user");
        if (!result.ok || command._tag !== "Prepare") return;
        expect(stageIndex(result.value.stage)).toBeGreaterThan(stageIndex(doc.stage));
        expect(preparationStepsOf(doc.kind)).toContain(command.step);
      }),
    );
  });

  it("stores a version exactly on an accepted upload, which clears the remark", () => {
    fc.assert(
      fc.property(documentArb, documentCommandArb, documentActorArb, (doc, command, actor) => {
        const result = documentTransition(doc, command, actor);
        if (!result.ok) return;
        expect(result.value.adds_version).toBe(command._tag === "Upload");
        if (command._tag === "Upload")
          expect(result.value).toEqual({ stage: "uploaded", remark: "", adds_version: true });
      }),
    );
  });

  it("a rejection lands at needed with a non-blank remark; a blank one is refused", () => {
    fc.assert(
      fc.property(documentArb, remarkArb, (doc, remark) => {
        const result = documentTransition(doc, { _tag: "Reject", remark }, "staff");
        if (doc.stage !== "uploaded" && doc.stage !== "accepted") {
          expect(result).toMatchObject({ ok: false, error: { _tag: "StageNotAllowed" } });
        } else if (remark.trim() === "") {
          expect(result).toEqual({ ok: false, error: { _tag: "RemarkRequired" } });
        } else {
          expect(result).toEqual({ ok: true, value: { stage: "needed", remark: remark.trim(), adds_version: false } });
        }
      }),
    );
  });

  it("staff never upload or prepare, applicants never accept or reject", () => {
    fc.assert(
      fc.property(documentArb, documentCommandArb, (doc, command) => {
        const staffOnly = command._tag === "Accept" || command._tag === "Reject";
        expect(documentTransition(doc, command, staffOnly ? "user" : "staff")).toMatchObject({
          ok: false,
          error: { _tag: "ActorNotAllowed" },
        });
      }),
    );
  });
});
