import { type ClickKeys, isPlainClick } from "./plain-click";

/** What the click handler reads of an <a>: its resolved address (as HTMLAnchorElement gives it) and attributes. */
export type AnchorFacts = Readonly<{
  origin: string;
  pathname: string;
  search: string;
  hash: string;
  /** The target attribute ("" when absent). */
  target: string;
  download: boolean;
  /** Marked as a link inside the site (`data-app-link`, set by <AppLink>). */
  appLink: boolean;
}>;

/** Where the visitor is. */
export type Here = Readonly<{ origin: string; pathname: string; search: string }>;

/**
 * The address to navigate to inside the app for a click on a site link, or null to leave the click to the browser
 * (or to another handler): only a plain left click nobody took yet, on a link marked `data-app-link` that opens in
 * the same tab on this origin, and not a jump within this very page (the hash scroll takes those).
 */
export const appLinkTarget = (
  anchor: AnchorFacts,
  click: ClickKeys & Readonly<{ defaultPrevented: boolean }>,
  here: Here,
): string | null => {
  if (!anchor.appLink || click.defaultPrevented || !isPlainClick(click)) return null;
  if ((anchor.target !== "" && anchor.target !== "_self") || anchor.download) return null;
  if (anchor.origin !== here.origin) return null;
  if (anchor.pathname === here.pathname && anchor.search === here.search && anchor.hash !== "") return null;
  return `${anchor.pathname}${anchor.search}${anchor.hash}`;
};
