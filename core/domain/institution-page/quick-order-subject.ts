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
