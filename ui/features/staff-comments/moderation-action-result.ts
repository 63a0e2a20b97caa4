/** How a hide or restore went, for the page to say at the top and at the comment's form. */
export type ModerationActionResult = Readonly<{
  comment_id: number | null;
  ok: boolean;
  message: string;
  /** The reason's message when the server refused it (422). */
  reason_error: string | null;
  /** The reason as typed, kept in the form after a refusal. */
  reason: string;
}>;
