import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shouldReloadOnAuthChange } from "./auth-reload";
import { isLoggedIn } from "./is-logged-in";

const userIdArb = fc.option(fc.integer({ min: -5, max: 5 }), { nil: null });

describe("shouldReloadOnAuthChange properties", () => {
  it("over a run of store updates, reloads exactly at each logged-in -> logged-out step", () => {
    fc.assert(
      fc.property(fc.array(userIdArb, { minLength: 1, maxLength: 20 }), (ids) => {
        const states = ids.map((id) => isLoggedIn({ id }));
        const reloads = states
          .slice(1)
          .flatMap((next, i) => (shouldReloadOnAuthChange(states[i] ?? false, next) ? [i] : []));
        const logouts = ids.slice(1).flatMap((next, i) => ((ids[i] ?? 0) > 0 && !((next ?? 0) > 0) ? [i] : []));
        expect(reloads).toEqual(logouts);
      }),
    );
  });

  it("never reloads while the visitor stays or becomes logged in", () => {
    fc.assert(
      fc.property(fc.boolean(), (previous) => {
        expect(shouldReloadOnAuthChange(previous, true)).toBe(false);
      }),
    );
  });
});
