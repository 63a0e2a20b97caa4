import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryAuditLog } from "../../../adapters/storage/memory/audit-log.memory";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { memoryStaffDirectory } from "../../../adapters/storage/memory/staff-directory.memory";
import type { MemoryUserRepository } from "../../../adapters/storage/memory/users.memory";
import { runUseCase } from "../shared/run-use-case";
import { addTeamMember } from "./add-team-member";
import { changeTeamRole } from "./change-team-role";

const NOW = new Date("2026-11-28T09:00:00.000Z");

function world() {
  const auth = memoryAuthDeps({ now: () => NOW });
  const users = auth.users as MemoryUserRepository;
  const deps = {
    ...auth,
    directory: memoryStaffDirectory(users),
    audit: memoryAuditLog(),
    siteOrigin: "https://shuyuan.example",
  };
  return deps;
}

const add = async (deps: ReturnType<typeof world>, email: string, role: "staff" | "admin", password: string | null) => {
  const added = await runUseCase(
    addTeamMember(deps, 1, { firstName: "Вера", lastName: "Ким", email, role, password }, NOW),
  );
  if (Result.isFailure(added)) throw new Error(added.failure._tag);
  return added.success;
};

describe("addTeamMember", () => {
  it("creates the account with the admin's password, mails nothing, and audits it without the hash", async () => {
    const deps = world();
    const member = await add(deps, "vera@example.com", "staff", "длинный-пароль-1");
    expect(member).toMatchObject({ email: "vera@example.com", role: "staff" });
    expect(await Effect.runPromise(deps.hasher.verify("длинный-пароль-1", member.passwordHash))).toBe(true);
    expect(deps.outbox.sent).toEqual([]);
    expect(deps.audit.entries).toEqual([
      expect.objectContaining({
        action: "team.add",
        subject_type: "user",
        subject_id: member.id,
        before: null,
        after: { email: "vera@example.com", first_name: "Вера", last_name: "Ким", role: "staff" },
      }),
    ]);
  });

  it("without a password, mails a link to the reset page whose code works for three days", async () => {
    const deps = world();
    const member = await add(deps, "vera@example.com", "admin", null);
    expect(member.passwordHash).toBe("");
    const [mail] = deps.outbox.sent;
    expect(mail?.to).toBe("vera@example.com");
    const code = /code=([^\s&]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(mail?.text).toContain("https://shuyuan.example/");
    const used = await runUseCase(
      deps.resetCodes.consume(deps.tokens.hashToken(decodeURIComponent(code)), new Date("2026-11-30T09:00:00.000Z")),
    );
    expect(used).toEqual(Result.succeed({ userId: member.id }));
  });

  it("refuses a taken e-mail", async () => {
    const deps = world();
    await add(deps, "vera@example.com", "staff", "длинный-пароль-1");
    const again = await runUseCase(
      addTeamMember(
        deps,
        1,
        { firstName: "В", lastName: "К", email: "VERA@example.com", role: "staff", password: null },
        NOW,
      ),
    );
    expect(again).toEqual(Result.fail({ _tag: "EmailTaken" }));
  });
});

describe("changeTeamRole", () => {
  it("makes staff an admin, removes staff rights, and audits each change", async () => {
    const deps = world();
    const admin = await add(deps, "admin@example.com", "admin", "длинный-пароль-1");
    const member = await add(deps, "vera@example.com", "staff", "длинный-пароль-1");
    expect(await runUseCase(changeTeamRole(deps, admin.id, member.id, "admin", NOW))).toEqual(Result.succeed("admin"));
    expect(await runUseCase(changeTeamRole(deps, admin.id, member.id, "user", NOW))).toEqual(Result.succeed("user"));
    expect((await deps.users.findById(member.id))?.role).toBe("user");
    expect(deps.audit.entries.filter((entry) => entry.action === "team.role").map((entry) => entry.after)).toEqual([
      { role: "admin" },
      { role: "user" },
    ]);
  });

  it("refuses one's own account, a student, and an unknown account", async () => {
    const deps = world();
    const admin = await add(deps, "admin@example.com", "admin", "длинный-пароль-1");
    expect(await runUseCase(changeTeamRole(deps, admin.id, admin.id, "staff", NOW))).toEqual(
      Result.fail({ _tag: "OwnAccount" }),
    );
    expect(await runUseCase(changeTeamRole(deps, admin.id, 999, "staff", NOW))).toEqual(
      Result.fail({ _tag: "TeamMemberNotFound" }),
    );
  });
});
