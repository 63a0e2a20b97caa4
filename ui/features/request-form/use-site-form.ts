import { type FormEvent, useRef } from "react";
import { useActionData, useFetcher, useFormAction } from "react-router";
import { fieldState } from "../../../core/domain/forms/field-state";
import { fillFormExtras } from "./form-extras-inputs";
import type { FormOutcome } from "./request-form-outcome";
import type { PostedForm } from "./site-form-action";
import { useFormOutcome, useOneSubmission } from "./use-form-outcome";

type ActionData<Key extends string, Field extends string> = Readonly<
  Partial<Record<Key, PostedForm<Readonly<Partial<Record<Field, string>>>>>>
>;

/**
 * The state every site form shares: the outcome of its action (`key` in the action data, from the fetcher or from a
 * post without JavaScript), one submission at a time, the extras filled in on submit, and each field's props (id
 * from the section anchor, the server's first message, the entry to show again). `messages` reads the outcome aloud.
 */
export function useSiteForm<Key extends string, Field extends string>(
  key: Key,
  anchor: string,
  messagesOf: (outcome: FormOutcome) => readonly string[],
) {
  const fetcher = useFetcher();
  const posted = useActionData();
  // The action data of a route holds the outcome of each of its forms under the form's key (siteFormAction).
  const of = (payload: unknown) => (payload as ActionData<Key, Field> | undefined)?.[key];
  const result = of(fetcher.data) ?? of(posted) ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, clear, submitted } = useFormOutcome(result, formRef);
  const busy = fetcher.state !== "idle";
  const once = useOneSubmission(busy);
  const action = `${useFormAction()}#${anchor}`;
  const values: Readonly<Partial<Record<Field, string>>> = result?.values ?? {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (once(event)) fillFormExtras(event.currentTarget);
  };
  const field = (name: Field) => ({
    name,
    id: `${anchor}-form-${name}`,
    error: errors[name] ?? null,
    state: fieldState(errors, name, submitted),
    defaultValue: values[name] ?? "",
    onEdit: () => clear(name),
  });
  return {
    fetcher,
    formRef,
    busy,
    action,
    onSubmit,
    field,
    messages: result === null ? [] : messagesOf(result.outcome),
    tone: result?.outcome._tag === "Sent" ? ("success" as const) : ("error" as const),
    sent: result?.outcome._tag === "Sent",
    pageUrl: result?.pageUrl,
  };
}
