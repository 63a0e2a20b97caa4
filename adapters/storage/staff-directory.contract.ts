import { Result } from "effect";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runUseCase } from "../../core/application/shared/run-use-case";
import type { StaffDirectory } from "../../core/ports/staff-directory.port";
import type { AccountRole, UserRepository } from "../../core/ports/user-repository.port";

/** The staff directory and the accounts it reads, over one storage. */
export type StaffDirectoryWorld = Readonly<{
  directory: StaffDirectory;
  users: UserRepository;
  close: () => Promise<void>;
}>;

const now = new Date("2026-11-28T09:00:00.000Z");

/** The behaviour every StaffDirectory must have (run against memory and SQL). */
export function staffDirectoryContract(name: string, open: () => Promise<StaffDirectoryWorld>) {
  describe(`StaffDirectory contract: ${name}`, () => {
    let w: StaffDirectoryWorld;
    beforeEach(async () => {
      w = await open();
    });
    afterEach(() => w.close());

    const account = async (email: string, role: AccountRole) => {
      const created = await runUseCase(
        w.users.create(
          {
            username: email.split("@")[0] ?? email,
            email,
            passwordHash: "x",
            firstName: "Имя",
            lastName: "Фамилия",
            role,
          },
          now,
        ),
      );
      if (Result.isFailure(created)) throw new Error(created.failure._tag);
      return created.success.id;
    };

    it("lists the staff and admin accounts by e-mail, never a student's, a page at a time", async () => {
      const vera = await account("vera@example.com", "admin");
      await account("student@example.com", "user");
      const boris = await account("Boris@example.com", "staff");
      const anna = await account("anna@example.com", "staff");
      const first = await w.directory.list({ page: 1, per_page: 2 });
      expect(first.total).toBe(3);
      expect(first.members).toEqual([
        { id: anna, email: "anna@example.com", first_name: "Имя", last_name: "Фамилия", role: "staff" },
        { id: boris, email: "Boris@example.com", first_name: "Имя", last_name: "Фамилия", role: "staff" },
      ]);
      expect((await w.directory.list({ page: 2, per_page: 2 })).members.map((m) => [m.id, m.role])).toEqual([
        [vera, "admin"],
      ]);
    });

    it("changes a role: staff to admin, and staff rights removed (the account stays, off the list)", async () => {
      const anna = await account("anna@example.com", "staff");
      expect(await w.directory.setRole(anna, "admin", now)).toBe(true);
      expect((await w.users.findById(anna))?.role).toBe("admin");
      expect(await w.directory.setRole(anna, "user", now)).toBe(true);
      expect((await w.users.findById(anna))?.role).toBe("user");
      expect(await w.directory.list({ page: 1, per_page: 10 })).toEqual({ members: [], total: 0 });
    });

    it("answers false for an account that does not exist", async () => {
      expect(await w.directory.setRole(987654, "staff", now)).toBe(false);
    });
  });
}
