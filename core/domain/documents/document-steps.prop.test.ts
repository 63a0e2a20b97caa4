import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentKindArb, documentStageArb, preparationStepArb } from "../../../tests/arbitraries/documents.arb";
import { preparationStepsOf } from "./document-kind";
import { stageIndex } from "./document-stage";
import { documentSteps } from "./document-steps";

describe("documentSteps (properties)", () => {
  it("has at most one current step, the first applicable one after the stage", () => {
    fc.assert(
      fc.property(documentKindArb, documentStageArb, fc.uniqueArray(preparationStepArb), (kind, stage, reached) => {
        const steps = documentSteps(kind, stage, new Set(reached));
        const current = steps.filter((s) => s.state === "current");
        expect(current.length).toBe(stage === "accepted" ? 0 : 1);
        const after = steps.filter((s) => s.state !== "not_needed" && stageIndex(s.name) > stageIndex(stage));
        expect(current[0]).toEqual(after[0]);
      }),
    );
  });

  it("marks not needed exactly the preparation steps the kind does not take", () => {
    fc.assert(
      fc.property(documentKindArb, documentStageArb, (kind, stage) => {
        const notNeeded = documentSteps(kind, stage, new Set())
          .filter((s) => s.state === "not_needed")
          .map((s) => s.name);
        expect(notNeeded).toEqual(
          (["translation_ordered", "notarised", "legalised"] as const).filter(
            (s) => !preparationStepsOf(kind).includes(s),
          ),
        );
      }),
    );
  });
});
