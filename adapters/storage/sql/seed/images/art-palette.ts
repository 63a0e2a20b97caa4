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
