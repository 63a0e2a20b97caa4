import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonValueArb } from "../../../tests/arbitraries/json-value.arb";
import { auditChanges, auditValueText } from "./audit-changes";

const keyArb = fc.constantFrom("state", "note", "assignee_user_id", "role", "stage");
const recordArb = fc.dictionary(keyArb, jsonValueArb(fc.string({ maxLength: 6 })), { maxKeys: 4 });

describe("auditChanges", () => {
  it("names exactly the fields whose values differ, with their values before and after", () => {
    fc.assert(
      fc.property(recordArb, recordArb, (before, after) => {
        const changes = auditChanges(before, after);
        const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
        const differing = keys.filter((key) => auditValueText(before[key]) !== auditValueText(after[key]));
        expect(changes.map((change) => change.field)).toEqual(differing);
        for (const change of changes) {
          expect(change.before).toBe(auditValueText(before[change.field]));
          expect(change.after).toBe(auditValueText(after[change.field]));
        }
      }),
    );
  });

  it("finds no change between a value and itself", () => {
    fc.assert(
      fc.property(jsonValueArb(fc.string({ maxLength: 6 })), (value) => {
        expect(auditChanges(value, structuredClone(value))).toEqual([]);
      }),
    );
  });

  it("reads a created object as every field new, and a removed one as every field gone", () => {
    expect(auditChanges(null, { email: "vera@example.com", role: "staff" })).toEqual([
      { field: "email", before: null, after: "vera@example.com" },
      { field: "role", before: null, after: "staff" },
    ]);
    expect(auditChanges({ role: "staff" }, null)).toEqual([{ field: "role", before: "staff", after: null }]);
  });

  it("compares values that are not objects as a whole", () => {
    expect(auditChanges("draft", "sent")).toEqual([{ field: "", before: "draft", after: "sent" }]);
    expect(auditChanges([1], { a: 1 })).toEqual([{ field: "", before: "[1]", after: '{"a":1}' }]);
  });
});
