import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldErrorsArb, fieldNameArb } from "../../../tests/arbitraries/form-errors.arb";
import { clearFieldError } from "./clear-field-error";
import { fieldState } from "./field-state";

describe("fieldState properties", () => {
  it("is 'error' exactly when the field has an error, submitted or not", () => {
    fc.assert(
      fc.property(fieldErrorsArb, fieldNameArb, fc.boolean(), (errors, field, submitted) => {
        expect(fieldState(errors, field, submitted) === "error").toBe(Object.hasOwn(errors, field));
      }),
    );
  });

  it("styles nothing only before submit and without an error", () => {
    fc.assert(
      fc.property(fieldErrorsArb, fieldNameArb, fc.boolean(), (errors, field, submitted) => {
        expect(fieldState(errors, field, submitted) === null).toBe(!submitted && !Object.hasOwn(errors, field));
      }),
    );
  });

  it("turns a submitted field to success once its error is cleared", () => {
    fc.assert(
      fc.property(fieldErrorsArb, fieldNameArb, (errors, field) => {
        expect(fieldState(clearFieldError(errors, field), field, true)).toBe("success");
      }),
    );
  });
});
