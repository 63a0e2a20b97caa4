import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorMessage } from "./error-message";

const code = fc.oneof(fc.constantFrom(403, 404), fc.integer({ min: 100, max: 599 }), fc.integer());

describe("errorMessage properties", () => {
  it("gives every code exactly one of the three message forms", () => {
    fc.assert(
      fc.property(code, (status) => {
        const message = errorMessage(status);
        const forms = [
          message === "Доступ запрещен",
          message === "Такой страницы не существует",
          message === `Ошибка: ${status}`,
        ];
        expect(forms.filter(Boolean)).toHaveLength(1);
        expect(forms[0]).toBe(status === 403);
        expect(forms[1]).toBe(status === 404);
      }),
    );
  });

  it("tells codes apart: different codes never share a message", () => {
    fc.assert(
      fc.property(code, code, (a, b) => {
        expect(errorMessage(a) === errorMessage(b)).toBe(a === b);
      }),
    );
  });
});
