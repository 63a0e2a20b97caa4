import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentKindArb, preparationStepArb, remarkArb } from "../../../tests/arbitraries/documents.arb";
import type { DocumentActor, DocumentCommand } from "./document-command";
import { type DocumentKind, preparationStepsOf } from "./document-kind";
import type { PreparationStep } from "./document-stage";
import { type DocumentState, documentTransition } from "./document-transition";

/*
 * A plain restatement of the pipeline (docs/adr/052-application-documents.md): a document is being prepared (how far:
 * 0 = nothing done, 1..3 = the last step reached), is in (waiting for staff) or is accepted; it counts its versions
 * and keeps the last remark. The real transition function is run beside it on random command sequences.
 */
type Model = {
  phase: "preparing" | "in" | "accepted";
  prepared: number;
  versions: number;
  remark: string;
};
type Real = { doc: DocumentState; versions: number };

const LEVEL: Record<PreparationStep, number> = { translation_ordered: 1, notarised: 2, legalised: 3 };

const apply = (kind: DocumentKind, m: Model, r: Real, command: DocumentCommand, actor: DocumentActor) => {
  const result = documentTransition(r.doc, command, actor);
  const allowed = (() => {
    switch (command._tag) {
      case "Prepare":
        return (
          actor === "user" &&
          m.phase === "preparing" &&
          preparationStepsOf(kind).includes(command.step) &&
          LEVEL[command.step] > m.prepared
        );
      case "Upload":
        return actor === "user" && m.phase !== "accepted";
      case "Accept":
        return actor === "staff" && m.phase === "in";
      case "Reject":
        return actor === "staff" && m.phase !== "preparing" && command.remark.trim() !== "";
    }
  })();
  expect(result.ok).toBe(allowed);
  if (!result.ok) return;
  switch (command._tag) {
    case "Prepare":
      m.prepared = LEVEL[command.step];
      break;
    case "Upload":
      Object.assign(m, { phase: "in", versions: m.versions + 1, remark: "" });
      break;
    case "Accept":
      Object.assign(m, { phase: "accepted", remark: "" });
      break;
    case "Reject":
      Object.assign(m, { phase: "preparing", prepared: 0, remark: command.remark.trim() });
      break;
  }
  r.doc = { ...r.doc, stage: result.value.stage, remark: result.value.remark };
  if (result.value.adds_version) r.versions += 1;
  const stageOfModel =
    m.phase === "in"
      ? "uploaded"
      : m.phase === "accepted"
        ? "accepted"
        : (["needed", "translation_ordered", "notarised", "legalised"] as const)[m.prepared];
  expect(r.doc.stage).toBe(stageOfModel);
  expect(r.doc.remark).toBe(m.remark);
  expect(r.versions).toBe(m.versions);
};

class Cmd implements fc.Command<Model, Real> {
  constructor(
    readonly kind: DocumentKind,
    readonly command: DocumentCommand,
    readonly actor: DocumentActor,
  ) {}
  check = () => true;
  run(m: Model, r: Real) {
    apply(this.kind, m, r, this.command, this.actor);
  }
  toString = () => `${this.actor}:${JSON.stringify(this.command)}`;
}

describe("document pipeline against a plain model", () => {
  it("agrees on every sequence of moves by either side", () => {
    const actor = fc.constantFrom<DocumentActor>("user", "staff");
    const run = documentKindArb.chain((kind) =>
      fc
        .commands(
          [
            fc.tuple(preparationStepArb, actor).map(([step, a]) => new Cmd(kind, { _tag: "Prepare", step }, a)),
            actor.map((a) => new Cmd(kind, { _tag: "Upload" }, a)),
            actor.map((a) => new Cmd(kind, { _tag: "Accept" }, a)),
            fc.tuple(remarkArb, actor).map(([remark, a]) => new Cmd(kind, { _tag: "Reject", remark }, a)),
          ],
          { maxCommands: 30 },
        )
        .map((cmds) => ({ kind, cmds })),
    );
    fc.assert(
      fc.property(run, ({ kind, cmds }) => {
        const model: Model = { phase: "preparing", prepared: 0, versions: 0, remark: "" };
        const real: Real = { doc: { kind, stage: "needed", remark: "" }, versions: 0 };
        fc.modelRun(() => ({ model, real }), cmds);
      }),
    );
  });
});
