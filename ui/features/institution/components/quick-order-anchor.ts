/** The anchor of the quick order: header buttons and program links lead to it, and a post comes back to it. */
export const QUICK_ORDER_ANCHOR = "quick-order";
