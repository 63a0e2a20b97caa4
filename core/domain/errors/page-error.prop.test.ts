import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { layoutLoadError } from "./layout-load-error";
import { pageErrorOf } from "./page-error";
import { statusOf } from "./status-of";

const errorLike = fc.oneof(
  fc.string().map((message) => new Error(message)),
  fc.record({ status: fc.integer({ min: 0, max: 999 }), message: fc.string() }),
  fc.string(),
);

describe("page error properties", () => {
  it("keeps the message of an Error or a string", () => {
    fc.assert(
      fc.property(fc.string(), (message) => {
        expect(pageErrorOf(new Error(message)).message).toBe(message);
        expect(layoutLoadError(message).message).toBe(message);
      }),
    );
  });

  it("a layout failure is always 500 while a generic error keeps its own status", () => {
    fc.assert(
      fc.property(errorLike, (error) => {
        expect(layoutLoadError(error).status).toBe(500);
        expect(pageErrorOf(error)).toEqual({ ...layoutLoadError(error), status: statusOf(error) });
      }),
    );
  });
});
