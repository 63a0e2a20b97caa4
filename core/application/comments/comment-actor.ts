/** Who acts on a comment: the signed-in user and the role the server read from their account. */
export type CommentActor = {
  readonly user_id: number;
  readonly role: "user" | "staff" | "admin";
};

/** Authors delete their own comments; staff and admins may delete any comment (moderation). */
export const mayDeleteComment = (actor: CommentActor, author_id: number): boolean =>
  actor.user_id === author_id || actor.role === "staff" || actor.role === "admin";
