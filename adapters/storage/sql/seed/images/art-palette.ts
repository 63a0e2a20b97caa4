/** The brand's colours and the warm neutrals the seeded artwork is drawn in. */
export const BRAND = {
  red: "#c8102e",
  deepRed: "#8e0c22",
  ink: "#1d2330",
  slate: "#343c4e",
  paper: "#fbf7f0",
  sand: "#efe4d2",
  tan: "#d8c2a0",
  bronze: "#a8834f",
  blush: "#f3d3cf",
} as const;

/** Backgrounds of initials avatars; white letters on each read at WCAG AA large-text contrast or better. */
export const AVATAR_TONES: readonly string[] = ["#c8102e", "#1d2330", "#8e0c22", "#343c4e", "#7a5a2f", "#5b3a4a"];

/** Tile colours of the blog covers. */
export const PATTERN_TONES: readonly string[] = [
  BRAND.red,
  BRAND.ink,
  BRAND.sand,
  BRAND.tan,
  BRAND.bronze,
  BRAND.paper,
  BRAND.deepRed,
  BRAND.slate,
];
