import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DocumentSaveEvent,
  type DocumentSaveStatus,
  INITIAL_DOCUMENT_SAVE_STATUS,
  nextDocumentSaveStatus,
} from "./document-save-status";

/** A simpler picture of the form: is a request in flight, and how did the last one end since the last reset. */
type Model = { inFlight: boolean; outcome: "none" | "ok" | "failed" };
type Real = { status: DocumentSaveStatus };

const OUTCOME_STATUS = { none: "default", ok: "sent", failed: "error" } as const satisfies Record<
  Model["outcome"],
  DocumentSaveStatus
>;

const expectedStatus = (model: Model): DocumentSaveStatus =>
  model.inFlight ? "sending" : OUTCOME_STATUS[model.outcome];

class EventCommand implements fc.Command<Model, Real> {
  constructor(
    readonly event: DocumentSaveEvent,
    readonly apply: (model: Model) => void,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    this.apply(model);
    real.status = nextDocumentSaveStatus(real.status, this.event);
    expect(real.status).toBe(expectedStatus(model));
  }
  toString = () => this.event;
}

const settle = (outcome: Model["outcome"]) => (model: Model) => {
  if (!model.inFlight) return;
  model.inFlight = false;
  model.outcome = outcome;
};

const commands = [
  fc.constant(
    new EventCommand("submit", (model) => {
      model.inFlight = true;
    }),
  ),
  fc.constant(new EventCommand("succeed", settle("ok"))),
  fc.constant(new EventCommand("fail", settle("failed"))),
  fc.constant(
    new EventCommand("reset", (model) => {
      model.inFlight = false;
      model.outcome = "none";
    }),
  ),
];

describe("document save status properties", () => {
  it("agrees with the in-flight/outcome model on any event sequence", () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 30 }), (cmds) => {
        const setup = () => ({
          model: { inFlight: false, outcome: "none" } as Model,
          real: { status: INITIAL_DOCUMENT_SAVE_STATUS },
        });
        fc.modelRun(setup, cmds);
      }),
    );
  });

  it("reaches sent or error only through sending", () => {
    const status = fc.constantFrom<DocumentSaveStatus>("default", "sending", "sent", "error");
    const event = fc.constantFrom<DocumentSaveEvent>("submit", "succeed", "fail", "reset");
    fc.assert(
      fc.property(status, event, (from, on) => {
        const to = nextDocumentSaveStatus(from, on);
        const changedToOutcome = to !== from && (to === "sent" || to === "error");
        expect(changedToOutcome).toBe(from === "sending" && (on === "succeed" || on === "fail"));
      }),
    );
  });
});
