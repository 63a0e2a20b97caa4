import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadChangeArb, leadHandlingArb } from "../../../tests/arbitraries/leads.arb";
import { changeLeadHandling } from "./lead-handling";

describe("changeLeadHandling", () => {
  it("changes exactly the fields the change names, and keeps the others", () => {
    fc.assert(
      fc.property(leadHandlingArb, leadChangeArb, (current, change) => {
        const { after } = changeLeadHandling(current, change);
        for (const key of ["state", "assignee_user_id", "note"] as const) {
          expect(after[key]).toEqual(key in change ? change[key] : current[key]);
        }
      }),
    );
  });

  it("reports a change exactly when the handling differs", () => {
    fc.assert(
      fc.property(leadHandlingArb, leadChangeArb, (current, change) => {
        const { after, changed } = changeLeadHandling(current, change);
        expect(changed).toBe(JSON.stringify(after) !== JSON.stringify(current));
      }),
    );
  });

  it("is idempotent: applying the same change twice changes nothing the second time", () => {
    fc.assert(
      fc.property(leadHandlingArb, leadChangeArb, (current, change) => {
        const once = changeLeadHandling(current, change).after;
        expect(changeLeadHandling(once, change)).toEqual({ after: once, changed: false });
      }),
    );
  });

  it("an empty change changes nothing", () => {
    fc.assert(
      fc.property(leadHandlingArb, (current) => {
        expect(changeLeadHandling(current, {})).toEqual({ after: current, changed: false });
      }),
    );
  });

  it("clears the assignee when the change says null", () => {
    expect(
      changeLeadHandling({ state: "in_work", assignee_user_id: 4, note: "" }, { assignee_user_id: null }).after,
    ).toEqual({ state: "in_work", assignee_user_id: null, note: "" });
  });
});
