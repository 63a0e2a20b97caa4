/** Minimum viewport widths in px (spec 9), narrowest first. */
export const BREAKPOINTS = [
  { name: "xs", minWidth: 320 },
  { name: "sm", minWidth: 640 },
  { name: "md", minWidth: 768 },
  { name: "lg", minWidth: 1024 },
  { name: "xl", minWidth: 1280 },
  { name: "2xl", minWidth: 1536 },
] as const;

export type Breakpoint = (typeof BREAKPOINTS)[number]["name"];

/**
 * The widest breakpoint whose minimum width the viewport reaches. Widths below xs (and NaN) count as xs,
 * the narrowest layout, so every width has a breakpoint.
 */
export const breakpointFor = (width: number): Breakpoint =>
  BREAKPOINTS.reduce<Breakpoint>((found, breakpoint) => (width >= breakpoint.minWidth ? breakpoint.name : found), "xs");
