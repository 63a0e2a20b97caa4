/** The parts of a mouse event (the DOM's or React's) that say which button and keys were used. */
export type ClickKeys = {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
};

/**
 * A plain left click on a link, the only one the site may take over: with a modifier key or another button the
 * visitor asks the browser for a new tab, a new window or a download, and gets it.
 */
export const isPlainClick = (event: ClickKeys): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
