import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quickOrderFromQuery } from "./quick-order";
import { QUICK_ORDER_SUBJECT_MAX, quickOrderSubject } from "./quick-order-subject";

const programsArb = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 1000 }) }), {
  selector: (program) => program.id,
  maxLength: 6,
});
const valueArb = fc.option(fc.oneof(fc.integer({ min: 0, max: 1100 }).map(String), fc.string()), { nil: null });
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const nameArb = fc.string({ unit: fc.oneof(fc.constantFrom("а", "Б", " ", "中"), fc.constant("😀")), maxLength: 150 });

describe("quickOrderFromQuery properties", () => {
  it("opens only for a program the institution has, and then for that program", () => {
    fc.assert(
      fc.property(valueArb, programsArb, (value, programs) => {
        const order = quickOrderFromQuery(value, programs);
        expect(order.education_base_id).toBeNull();
        expect(order.open).toBe(order.degree_program_id !== null);
        if (order.open) {
          expect(programs.map((program) => program.id)).toContain(order.degree_program_id);
          expect(String(order.degree_program_id)).toBe(value);
        }
      }),
    );
  });
});

describe("quickOrderSubject properties", () => {
  it("always fits the form, starts the same way and has no broken characters", () => {
    fc.assert(
      fc.property(nameArb, fc.array(fc.option(nameArb, { nil: null }), { maxLength: 3 }), (institution, more) => {
        const subject = quickOrderSubject(institution, ...more);
        expect(subject.length).toBeLessThanOrEqual(QUICK_ORDER_SUBJECT_MAX);
        expect(subject.startsWith("Быстрая заявка:")).toBe(true);
        expect(subject).not.toMatch(LONE_SURROGATE);
      }),
    );
  });

  it("keeps a subject that fits whole, with every name in order", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ minLength: 1, maxLength: 40 }), (a, b) => {
        const subject = quickOrderSubject(a, b);
        const names = [a.trim(), b.trim()].filter((name) => name !== "");
        expect(subject).toBe(`Быстрая заявка: ${names.join(" — ")}`);
      }),
    );
  });
});
