import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { statusOf } from "./status-of";

const inRange = fc.integer({ min: 100, max: 599 });
const notAStatus = fc.oneof(
  fc.integer({ min: -1000, max: 99 }),
  fc.integer({ min: 600, max: 10_000 }),
  inRange.map((n) => n + 0.5),
  inRange.map(String),
  fc.constantFrom(null, undefined, Number.NaN, true),
);
const statusField = fc.oneof(inRange, notAStatus);

describe("statusOf properties", () => {
  it("agrees with the rule: a valid status wins, then a valid statusCode, else 500", () => {
    fc.assert(
      fc.property(fc.record({ status: statusField, statusCode: statusField }, { requiredKeys: [] }), (error) => {
        const valid = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v >= 100 && v <= 599;
        const expected = valid(error.status) ? error.status : valid(error.statusCode) ? error.statusCode : 500;
        expect(statusOf(error)).toBe(expected);
      }),
    );
  });

  it("gives 500 for values carrying no usable status", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constantFrom(null, undefined)),
          fc.record({ status: notAStatus, statusCode: notAStatus, message: fc.string() }, { requiredKeys: [] }),
          fc.string().map((message) => new Error(message)),
        ),
        (value) => {
          expect(statusOf(value)).toBe(500);
        },
      ),
    );
  });

  it("always answers an HTTP status, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const status = statusOf(value);
        expect(Number.isInteger(status) && status >= 100 && status <= 599).toBe(true);
      }),
    );
  });
});
