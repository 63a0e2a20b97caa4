import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { err, ok } from "./result";

describe("result", () => {
  it("wraps values and errors", () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(ok(n)).toEqual({ ok: true, value: n });
      }),
    );
    expect(err("x")).toEqual({ ok: false, error: "x" });
  });
});
