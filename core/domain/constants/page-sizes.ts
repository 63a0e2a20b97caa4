/** Items per page of the lists whose size the spec fixes (spec 7 and 9). */
export const PAGE_SIZES = {
  certificates: 9,
  team: 9,
} as const;
