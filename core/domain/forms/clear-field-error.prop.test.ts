import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldErrorsArb, fieldNameArb } from "../../../tests/arbitraries/form-errors.arb";
import { clearFieldError } from "./clear-field-error";

describe("clearFieldError properties", () => {
  it("removes exactly the cleared field and never mutates its input", () => {
    fc.assert(
      fc.property(fieldErrorsArb, fieldNameArb, (errors, field) => {
        const before = { ...errors };
        const cleared = clearFieldError(errors, field);
        expect(Object.hasOwn(cleared, field)).toBe(false);
        expect({ ...cleared, ...(Object.hasOwn(errors, field) ? { [field]: errors[field] } : {}) }).toEqual(errors);
        expect(errors).toEqual(before);
      }),
    );
  });

  it("is idempotent and commutes between fields", () => {
    fc.assert(
      fc.property(fieldErrorsArb, fieldNameArb, fieldNameArb, (errors, a, b) => {
        const once = clearFieldError(errors, a);
        expect(clearFieldError(once, a)).toEqual(once);
        expect(clearFieldError(once, b)).toEqual(clearFieldError(clearFieldError(errors, b), a));
      }),
    );
  });
});
