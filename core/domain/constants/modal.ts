/** Modal stacking and widths (spec 9). The values are the spec's, including large being the narrowest. */
export const MODAL = {
  baseZIndex: 1000,
  widths: {
    default: "880px",
    normal: "860px",
    large: "640px",
    giant: "860px",
  },
} as const;

export type ModalSize = keyof typeof MODAL.widths;
