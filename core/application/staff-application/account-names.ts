import type { UserRepository } from "../../ports/user-repository.port";

/** The first and last name of each account (once per id; "" for an account that is gone or has no name). */
export const accountNames = async (
  users: Pick<UserRepository, "findById">,
  ids: readonly (number | null)[],
): Promise<ReadonlyMap<number, string>> => {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  const accounts = await Promise.all(unique.map((id) => users.findById(id)));
  return new Map(
    unique.map((id, index) => {
      const account = accounts[index];
      return [id, account ? `${account.firstName} ${account.lastName}`.trim() : ""];
    }),
  );
};
