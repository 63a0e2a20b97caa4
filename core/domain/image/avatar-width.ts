import { IMAGE_WIDTHS } from "./image-widths";

/** The largest an avatar is drawn (CSS px, the public profile) and the densest screen it is drawn for. */
export const AVATAR_DISPLAY = { largestCssPx: 96, maxDensity: 3 } as const;

/**
 * The one width (and height: avatars are 1:1) an avatar is stored at: the smallest of the site's image widths that
 * covers `cssPx` drawn at `density` device pixels per CSS pixel, or the largest width when none does. Widths are
 * taken in ascending order; an empty list answers 0.
 */
export const avatarWidth = (cssPx: number, density: number, widths: readonly number[] = IMAGE_WIDTHS): number => {
  const sorted = [...widths].sort((a, b) => a - b);
  const needed = cssPx * density;
  return sorted.find((width) => width >= needed) ?? sorted.at(-1) ?? 0;
};
