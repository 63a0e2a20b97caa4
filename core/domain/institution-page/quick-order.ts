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

/** The longest subject the simple form accepts (adapters/http/contract/forms.contract.ts). */
export const QUICK_ORDER_SUBJECT_MAX = 200;

/**
 * The subject sent with a quick order, naming what it is about so staff know without asking: «Быстрая заявка:
 * institution — program — base» (missing names left out), cut to fit the form's limit with an ellipsis.
 */
export const quickOrderSubject = (institution: string, ...more: readonly (string | null)[]): string => {
  const names = [institution, ...more].map((name) => name?.trim() ?? "").filter((name) => name !== "");
  const subject = `Быстрая заявка: ${names.join(" — ")}`;
  if (subject.length <= QUICK_ORDER_SUBJECT_MAX) return subject;
  const cut = subject.slice(0, QUICK_ORDER_SUBJECT_MAX - 1);
  // Never leave half of a surrogate pair at the cut.
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
};
