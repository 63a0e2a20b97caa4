import type { StaffDirectory, TeamMember } from "../../../core/ports/staff-directory.port";
import type { MemoryUserRepository } from "./users.memory";

/** The team over the memory accounts: the staff and admin ones, by e-mail. */
export function memoryStaffDirectory(users: MemoryUserRepository): StaffDirectory {
  return {
    async list({ page, per_page }) {
      const members = users
        .accounts()
        .flatMap((account): TeamMember[] =>
          account.role === "user"
            ? []
            : [
                {
                  id: account.id,
                  email: account.email,
                  first_name: account.firstName,
                  last_name: account.lastName,
                  role: account.role,
                },
              ],
        )
        .sort((a, b) => a.email.toLowerCase().localeCompare(b.email.toLowerCase()) || a.id - b.id);
      const start = (page - 1) * per_page;
      return { members: members.slice(start, start + per_page), total: members.length };
    },
    async setRole(user_id, role) {
      const account = await users.findById(user_id);
      if (account === null) return false;
      users.replace({ ...account, role });
      return true;
    },
  };
}
