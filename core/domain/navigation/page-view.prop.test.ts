import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isNewPageView, pageViewPath } from "./page-view";

const pathArb = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 4 })
  .map((parts) => (parts.length === 0 ? "/" : `/${parts.join("/")}/`));
const queryArb = fc.stringMatching(/^[a-z0-9=&,_-]{0,30}$/);

describe("page view properties", () => {
  it("keep the pathname as the prefix and carry the query exactly once", () => {
    fc.assert(
      fc.property(pathArb, queryArb, (path, query) => {
        const reported = pageViewPath(path, query === "" ? "" : `?${query}`);
        expect(reported.startsWith(path)).toBe(true);
        expect(reported).toBe(query === "" ? path : `${path}?${query}`);
        expect(pageViewPath(path, query)).toBe(reported);
      }),
    );
  });

  it("count a path as new exactly when it differs from the last one", () => {
    fc.assert(
      fc.property(pathArb, pathArb, (a, b) => {
        expect(isNewPageView(a, b)).toBe(a !== b);
      }),
    );
  });
});
