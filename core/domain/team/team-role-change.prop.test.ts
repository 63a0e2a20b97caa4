import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyRole } from "./team-role";
import { teamRoleChange } from "./team-role-change";

const roleArb = fc.constantFrom<AnyRole>("user", "staff", "admin");
const idArb = fc.integer({ min: 1, max: 20 });

describe("teamRoleChange", () => {
  it("never lets an admin change their own role", () => {
    fc.assert(
      fc.property(idArb, roleArb, roleArb, (id, current, role) => {
        expect(teamRoleChange(id, { id, role: current }, role)).toEqual({ ok: false, error: { _tag: "OwnAccount" } });
      }),
    );
  });

  it("changes only team members (staff or admin), never a student's role", () => {
    fc.assert(
      fc.property(idArb, idArb, roleArb, (actor, target, role) => {
        fc.pre(actor !== target);
        expect(teamRoleChange(actor, { id: target, role: "user" }, role)).toEqual({
          ok: false,
          error: { _tag: "NotTeamMember" },
        });
      }),
    );
  });

  it("answers the new role for another team member, and Unchanged when it is the same", () => {
    fc.assert(
      fc.property(idArb, idArb, fc.constantFrom<AnyRole>("staff", "admin"), roleArb, (actor, target, current, role) => {
        fc.pre(actor !== target);
        const answer = teamRoleChange(actor, { id: target, role: current }, role);
        expect(answer).toEqual(
          role === current ? { ok: false, error: { _tag: "Unchanged" } } : { ok: true, value: role },
        );
      }),
    );
  });
});
