import { deferredIsland } from "../../components/deferred-island";
import type { CommentsBlockData } from "./load-comments-block";

/**
 * The comment block, hydrated when it comes near the viewport or the visitor turns to it (ADR 050, 060): its code is
 * off the page's first load; until then the server's threads read as they are and its links go to the page.
 */
export const CommentsSection = deferredIsland<{ data: CommentsBlockData }>({
  load: () => import("./comments-block").then((module) => module.CommentsBlock),
  // COMMENTS_ANCHOR (core/domain/comments/comments-anchor.ts), written out: an import would be a chunk of its own.
  locate: () => document.getElementById("comments"),
});
