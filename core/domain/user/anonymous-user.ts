import type { User } from "./user";

/** The current user when nobody is logged in. */
export const ANONYMOUS_USER: User = {
  id: 0,
  slug: "",
  username: "",
  avatar: null,
  status: "none",
  first_name: "",
  last_name: "",
  signature: null,
  email: null,
  phone: null,
  socials: [],
  sessions: [],
};
