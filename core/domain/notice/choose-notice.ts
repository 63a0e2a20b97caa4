import type { Notice } from "./notice";

const isShown = <N extends Notice>(notice: N | null | undefined): notice is N =>
  notice != null && notice.text.trim() !== "";

/**
 * The notice to show: the model's own notice takes precedence over the main (site-wide) one.
 * A notice with blank text counts as absent, so it never hides the other.
 */
export const chooseNotice = <M extends Notice, S extends Notice>(
  model: M | null | undefined,
  main: S | null | undefined,
): M | S | null => {
  if (isShown(model)) return model;
  return isShown(main) ? main : null;
};
