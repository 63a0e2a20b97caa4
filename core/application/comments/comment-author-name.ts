import { userFullName } from "../../domain/user/user-full-name";

export type CommentAuthorRecord = {
  readonly id: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly username: string;
};

/** The name shown on a comment: the author's full name, or the username when no name was given. */
export const commentAuthorName = (author: CommentAuthorRecord): string => userFullName(author) || author.username;
