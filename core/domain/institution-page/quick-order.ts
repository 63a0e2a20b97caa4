import type { QuickOrder } from "../catalogue/institution-page-state";

/** The query parameter that opens an institution page's quick order for one of its degree programs. */
export const QUICK_ORDER_PARAM = "quick_order";

const DIGITS = /^\d{1,15}$/;

/**
 * The quick order an institution page opens with (spec 3 `quick_order`): `?quick_order={degree program id}` opens
 * it for that program when the institution has it; any other value leaves it closed and about the institution.
 */
export const quickOrderFromQuery = (value: string | null, programs: readonly { readonly id: number }[]): QuickOrder => {
  const id = value !== null && DIGITS.test(value) ? Number(value) : null;
  const program = id === null ? undefined : programs.find((candidate) => candidate.id === id);
  return program === undefined
    ? { open: false, degree_program_id: null, education_base_id: null }
    : { open: true, degree_program_id: program.id, education_base_id: null };
};
