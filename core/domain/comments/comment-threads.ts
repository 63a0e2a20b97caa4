import type { Comment } from "./comment";

/** A root comment and the replies shown under it, in list order. */
export type CommentThread = { readonly root: Comment; readonly replies: readonly Comment[] };

/**
 * The flat list (each reply right after its parent or after its parent's other replies) as threads of one level:
 * a reply belongs to the thread of the root it descends from. A reply whose thread is not in the list (its root not
 * loaded) is left out rather than shown as a root.
 */
export const commentThreads = (comments: readonly Comment[]): readonly CommentThread[] => {
  const threads: { root: Comment; replies: Comment[] }[] = [];
  const rootOf = new Map<number, number>();
  for (const comment of comments) {
    if (comment.parent_id === null) {
      rootOf.set(comment.id, threads.length);
      threads.push({ root: comment, replies: [] });
      continue;
    }
    const at = rootOf.get(comment.parent_id);
    if (at === undefined) continue;
    rootOf.set(comment.id, at);
    threads[at]?.replies.push(comment);
  }
  return threads;
};
