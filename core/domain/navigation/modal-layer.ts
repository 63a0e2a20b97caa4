import { MODAL } from "../constants/modal";

/** The z-index of the modal at `depth` in the stack (0 for the first one opened): 1000, 1001, ... (spec 9). */
export const modalZIndex = (depth: number): number => MODAL.baseZIndex + Math.max(0, Math.floor(depth));

/** The stack after opening `id` (on top; opening twice moves it to the top, never duplicates). */
export const pushModal = <T>(stack: readonly T[], id: T): readonly T[] => [...stack.filter((item) => item !== id), id];

/** The stack after closing `id` (the others keep their order). */
export const popModal = <T>(stack: readonly T[], id: T): readonly T[] => stack.filter((item) => item !== id);

/** Only the top modal answers Escape and keeps the focus. */
export const isTopModal = <T>(stack: readonly T[], id: T): boolean =>
  stack.length > 0 && stack[stack.length - 1] === id;
