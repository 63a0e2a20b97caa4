import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorMessage } from "./error-message";
import { errorPageText } from "./error-page-text";

const status = fc.oneof(fc.constantFrom(403, 404, 500), fc.integer({ min: 100, max: 599 }));

describe("errorPageText properties", () => {
  it("shows the image iff the status is 404", () => {
    fc.assert(
      fc.property(status, (code) => {
        expect(errorPageText(code).showImage).toBe(code === 404);
      }),
    );
  });

  it("changes only status, message and image between codes", () => {
    fc.assert(
      fc.property(status, status, (a, b) => {
        const { status: _a, message: ma, showImage: _ia, ...restA } = errorPageText(a);
        const { status: _b, message: mb, showImage: _ib, ...restB } = errorPageText(b);
        expect(restA).toEqual(restB);
        expect(ma).toBe(errorMessage(a));
        expect(mb).toBe(errorMessage(b));
      }),
    );
  });
});
