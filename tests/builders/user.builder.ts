import type { User } from "../../core/domain/user/user";

/** A signed-in user as the API answers it to its owner: Анна Ли, no photo, no networks, no sessions listed. */
export const buildUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  slug: "7-anna",
  username: "anna",
  avatar: null,
  status: "none",
  first_name: "Анна",
  last_name: "Ли",
  signature: null,
  email: "anna@example.com",
  phone: null,
  socials: [],
  sessions: [],
  ...overrides,
});
