import { useActionData, useNavigation } from "react-router";
import type { StaffActionData } from "./staff-intents";

/**
 * One form's share of the page's action answer (ADR 057): its refusal message, the first message of each field and
 * what was typed, when the last answer was for this form; and whether this form is being sent.
 */
export function useStaffForm(form: string) {
  const answer = useActionData() as StaffActionData | undefined;
  const navigation = useNavigation();
  const mine = answer?.form === form ? answer : null;
  const busy = navigation.state === "submitting" && navigation.formData?.get("form") === form;
  return {
    busy,
    message: mine?.message ?? null,
    error: (field: string): string | null => mine?.fields[field]?.[0] ?? null,
    value: (field: string, fallback = ""): string => mine?.values[field] ?? fallback,
    /** The message of a refusal that names no field of the form. */
    formError: (fields: readonly string[]): string | null =>
      mine === null ? null : fields.some((field) => mine.fields[field] !== undefined) ? null : mine.message,
  };
}
