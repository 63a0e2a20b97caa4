import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentStageArb } from "../../../tests/arbitraries/documents.arb";
import { mandatoryDocumentsIn } from "./mandatory-documents";

const docsArb = fc.array(fc.record({ mandatory: fc.boolean(), stage: documentStageArb }), { maxLength: 12 });

describe("mandatoryDocumentsIn", () => {
  it("counts the mandatory documents that are in and lists the rest in order", () => {
    const docs = [
      { id: 1, mandatory: true, stage: "uploaded" },
      { id: 2, mandatory: true, stage: "notarised" },
      { id: 3, mandatory: false, stage: "needed" },
      { id: 4, mandatory: true, stage: "accepted" },
      { id: 5, mandatory: true, stage: "needed" },
    ];
    expect(mandatoryDocumentsIn(docs)).toEqual({ total: 4, done: 2, missing: [docs[1], docs[4]], ready: false });
    expect(mandatoryDocumentsIn([])).toEqual({ total: 0, done: 0, missing: [], ready: true });
  });

  it("is ready exactly when every mandatory document is uploaded or accepted", () => {
    fc.assert(
      fc.property(docsArb, (docs) => {
        const gate = mandatoryDocumentsIn(docs);
        const ready = docs.every((d) => !d.mandatory || d.stage === "uploaded" || d.stage === "accepted");
        expect(gate.ready).toBe(ready);
        expect(gate.done + gate.missing.length).toBe(gate.total);
        expect(gate.total).toBe(docs.filter((d) => d.mandatory).length);
      }),
    );
  });

  it("optional documents never hold the application back", () => {
    fc.assert(
      fc.property(docsArb, docsArb, (docs, extra) => {
        const optional = extra.map((d) => ({ ...d, mandatory: false }));
        expect(mandatoryDocumentsIn([...docs, ...optional])).toEqual(mandatoryDocumentsIn(docs));
      }),
    );
  });
});
