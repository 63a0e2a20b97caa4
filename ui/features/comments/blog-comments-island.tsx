import { deferredIsland } from "../../components/deferred-island";
import type { CommentsBlockData } from "./load-comments-block";

/**
 * The blog post's comment block: the same island as the catalogue pages' (./comments-island), declared apart so that
 * the bundler keeps the catalogue's declaration in the chunk the catalogue screens already share.
 */
export const BlogCommentsSection = deferredIsland<{ data: CommentsBlockData }>({
  load: () => import("./comments-block").then((module) => module.CommentsBlock),
  // COMMENTS_ANCHOR (core/domain/comments/comments-anchor.ts), written out: an import would be a chunk of its own.
  locate: () => document.getElementById("comments"),
});
