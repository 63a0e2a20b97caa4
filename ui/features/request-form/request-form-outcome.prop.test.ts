import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldNameArb, serverMessageArb } from "../../../tests/arbitraries/form-errors.arb";
import { REQUEST_FORM_FIELDS } from "./request-form-fields";
import { requestFormOutcome } from "./request-form-outcome";

const nameArb = fc.oneof(fieldNameArb, fc.constantFrom(...REQUEST_FORM_FIELDS, "page_url", "utm", "subject"));
const fieldsArb = fc.dictionary(nameArb, fc.array(serverMessageArb, { maxLength: 3 }), { maxKeys: 8 });

describe("requestFormOutcome properties", () => {
  it("no first message is lost: each lands at its visible field or in the summary", () => {
    fc.assert(
      fc.property(fc.option(serverMessageArb, { nil: null }), fieldsArb, (message, fields) => {
        const outcome = requestFormOutcome({ _tag: "ValidationFailed", message, fields });
        if (outcome._tag !== "Invalid") throw new Error("expected Invalid");
        for (const [name, messages] of Object.entries(fields)) {
          const first = messages[0];
          if (first === undefined) continue;
          const visible = REQUEST_FORM_FIELDS.some((field) => field === name);
          if (visible) expect(outcome.fields[name]).toBe(first);
          else expect(outcome.other).toContain(first);
        }
      }),
    );
  });

  it("only the form's own fields ever carry an error, and the summary has no repeats", () => {
    fc.assert(
      fc.property(fc.option(serverMessageArb, { nil: null }), fieldsArb, (message, fields) => {
        const outcome = requestFormOutcome({ _tag: "ValidationFailed", message, fields });
        if (outcome._tag !== "Invalid") throw new Error("expected Invalid");
        for (const name of Object.keys(outcome.fields)) expect(REQUEST_FORM_FIELDS).toContain(name);
        expect(new Set(outcome.other).size).toBe(outcome.other.length);
      }),
    );
  });
});
