/** Tooltip defaults (spec 9). */
export const TOOLTIP = {
  disposeTimeoutMs: 5000,
  defaultPlacement: "top",
} as const;
