import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CommentModerationState,
  hideState,
  moderationColumnsOf,
  moderationStateOf,
  restoreState,
  VISIBLE,
} from "./comment-moderation-state";

const hiding = fc.record({
  at: fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-01-01T00:00:00Z"), noInvalidDate: true }),
  reason: fc.string({ minLength: 3, maxLength: 40 }),
  by: fc.integer({ min: 1, max: 1_000_000 }),
});

const state: fc.Arbitrary<CommentModerationState> = fc.oneof(
  fc.constant(VISIBLE),
  hiding.map((h): CommentModerationState => ({ _tag: "Hidden", ...h })),
);

type Hiding = { readonly at: Date; readonly reason: string; readonly by: number };
type Step = { readonly kind: "hide"; readonly hiding: Hiding } | { readonly kind: "restore" };
const step: fc.Arbitrary<Step> = fc.oneof(
  hiding.map((h): Step => ({ kind: "hide", hiding: h })),
  fc.constant<Step>({ kind: "restore" }),
);

describe("comment moderation state", () => {
  it("follows a model of one flag: hide works only when visible, restore only when hidden, the first hiding stays", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let current: CommentModerationState = VISIBLE;
        let model: Step | null = null;
        for (const s of steps) {
          const next = s.kind === "hide" ? hideState(current, s.hiding) : restoreState(current);
          const allowed = s.kind === "hide" ? model === null : model !== null;
          expect(next.ok).toBe(allowed);
          if (!next.ok) {
            expect(next.error._tag).toBe(s.kind === "hide" ? "AlreadyHidden" : "NotHidden");
            continue;
          }
          current = next.value;
          model = s.kind === "hide" ? s : null;
        }
        expect(current).toEqual(
          model !== null && model.kind === "hide" ? { _tag: "Hidden", ...model.hiding } : VISIBLE,
        );
      }),
    );
  });

  it("restoring a hidden comment gives back exactly the state before it was hidden", () => {
    fc.assert(
      fc.property(hiding, (h) => {
        const hidden = hideState(VISIBLE, h);
        expect(hidden.ok && restoreState(hidden.value)).toEqual({ ok: true, value: VISIBLE });
      }),
    );
  });

  it("reads back from its stored columns unchanged", () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(moderationStateOf(moderationColumnsOf(s))).toEqual(s);
      }),
    );
  });
});
