import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shouldReloadAfterAuthChange } from "./auth-change-reload";
import { shouldReloadOnAuthChange } from "./auth-reload";

const changeArb = fc.record({
  before: fc.boolean(),
  after: fc.boolean(),
  onSettingsPage: fc.boolean(),
  cookieMirrorsStore: fc.boolean(),
});

describe("shouldReloadAfterAuthChange properties", () => {
  it("only ever reloads on a change of state that a new render will see", () => {
    fc.assert(
      fc.property(changeArb, (change) => {
        if (shouldReloadAfterAuthChange(change)) {
          expect(change.before).not.toBe(change.after);
          expect(change.cookieMirrorsStore).toBe(true);
        }
      }),
    );
  });

  it("off settings pages agrees with the logged-in-then-not rule", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (before, after) => {
        expect(shouldReloadAfterAuthChange({ before, after, onSettingsPage: false, cookieMirrorsStore: true })).toBe(
          shouldReloadOnAuthChange(before, after),
        );
      }),
    );
  });

  it("on settings pages reloads on every change", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (before, after) => {
        expect(shouldReloadAfterAuthChange({ before, after, onSettingsPage: true, cookieMirrorsStore: true })).toBe(
          before !== after,
        );
      }),
    );
  });
});
