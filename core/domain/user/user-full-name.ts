/** Structural input: the name parts and the id that tells a saved user from an unsaved one. */
export type NamedUserLike = {
  readonly id?: number | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
};

const words = (part: string | null | undefined): readonly string[] =>
  (part ?? "").split(/\s+/).filter((word) => word !== "");

/** First and last name joined by single spaces; empty for an unsaved user (id 0 or missing). */
export const userFullName = (user: NamedUserLike): string => {
  if (typeof user.id !== "number" || user.id <= 0) return "";
  return [...words(user.first_name), ...words(user.last_name)].join(" ");
};
